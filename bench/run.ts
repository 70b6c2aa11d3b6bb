import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEndpoints, type Endpoint } from './bench-endpoints';
import { checkBudgets, type BenchRow } from './check-budgets';
import { countHomeRequests, type THomeRequests } from './count-home-requests';
import { explainEndpoints } from './explain-requests';
import { formatBudgets, formatMarkdown, formatTable } from './format-results';
import { measureEndpoint } from './measure-endpoint';
import { measurePreview } from './measure-preview';
import { openBenchDatabase } from './open-bench-database';
import { parseFlags, type BenchOptions, type TBenchDb } from './parse-flags';
import { seedCatalogue } from './seed-catalogue';
import { createBenchContext, startBenchApp } from './start-bench-app';

/** `npm run bench -- --sizes 10000,100000 --db pglite,postgres --connections 32 --duration 10 [--explain]` */

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.md');
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

async function benchTarget(options: BenchOptions, db: TBenchDb, size: number, needsHome: boolean) {
  const bench = await openBenchDatabase(db, options.postgresUrl);
  const rows: BenchRow[] = [];
  let home: THomeRequests | undefined;
  const { ctx, dispose } = await createBenchContext(bench.database, bench.url).catch(async (error: unknown) => {
    await bench.close();
    throw error;
  });
  try {
    const seedStart = performance.now();
    await seedCatalogue(ctx.database, size);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(`${db} ${size.toLocaleString('en-US')}: seeded and analysed in ${seedSeconds.toFixed(1)} s`);
    const app = await startBenchApp(ctx);
    const direct = await startBenchApp({ ...ctx, env: { ...ctx.env, VISITOR_CACHE_MS: 0 } });
    try {
      const endpoints = await benchEndpoints(direct.baseUrl);
      const baseUrlOf = (endpoint: Endpoint) => (endpoint.kind === 'visitor' ? app.baseUrl : direct.baseUrl);
      if (options.explain && bench.url) {
        for (const query of await explainEndpoints(bench.url, direct.baseUrl, endpoints)) {
          console.log(`\n--- ${db} ${size} ${query.endpoint}${query.seqScans.length ? ` SEQ SCAN on ${query.seqScans.join(', ')}` : ''}\n${query.plan}`);
        }
      }
      let helloRps = 0;
      for (const endpoint of endpoints) {
        const measured = await measureEndpoint(baseUrlOf(endpoint) + endpoint.path, options.connections, options.durationSeconds);
        if (endpoint.kind === 'hello') helloRps = measured.requestsPerSecond;
        rows.push({ ...measured, db, size, endpoint, ratio: measured.requestsPerSecond / helloRps });
        log(`${db} ${size} ${endpoint.name}: ${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms`);
      }
      if (needsHome) home = await countHomeRequests(app.baseUrl);
    } finally {
      await Promise.all([app.close(), direct.close()]);
    }
    return { rows, home, seedSeconds };
  } finally {
    dispose();
    await bench.close();
  }
}

async function main(): Promise<void> {
  const options = parseFlags(process.argv.slice(2), process.env);
  const startedAt = new Date();
  log(`sizes ${options.sizes.join(', ')} on ${options.dbs.join(', ')}; ${options.connections} connections, ${options.durationSeconds} s each; ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`);
  const rows: BenchRow[] = [];
  const seedSeconds: Record<string, number> = {};
  let home: THomeRequests = { skipped: 'not measured' };
  for (const db of options.dbs) {
    for (const size of options.sizes) {
      const result = await benchTarget(options, db, size, 'skipped' in home);
      rows.push(...result.rows);
      seedSeconds[`${db} ${size.toLocaleString('en-US')}`] = result.seedSeconds;
      if (result.home) home = result.home;
    }
  }
  const preview = await measurePreview();
  const budgets = checkBudgets(rows, options, home, preview);
  console.log(`\n${formatTable(rows)}\n\n${formatBudgets(budgets)}`);
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, formatMarkdown(rows, budgets, { connections: options.connections, durationSeconds: options.durationSeconds, seedSeconds, startedAt }));
  console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS)}`);
}

try {
  await main();
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? `\ncaused by: ${error.cause.message}` : '';
  console.error(error instanceof Error ? `${error.message.trim()}${cause}` : error);
  process.exitCode = 1;
}
