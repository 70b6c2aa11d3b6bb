import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedDemo, startDemoServer } from './web/demo-server';
import { firstLoadBytes } from './web/first-load-bytes';
import { runLighthouse, type LighthouseFigures } from './web/lighthouse-run';
import { measureTapToSound } from './web/tap-to-sound';
import { formatWebResults, medianRun, pageBudgets, soundBudget, weightBudgets } from './web/web-budgets';

/** `npm run bench:web -- [--no-build] [--runs 3] [--port 5300] [--data-dir DIR]` */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const RESULTS = path.join(ROOT, 'bench/results/web-latest.md');

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '5300' },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'beatpasal-web-bench') },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0');

const TAPS = 5;

const LIGHTHOUSE_TRIES = 3;

/** A loaded machine sometimes loses the trace (NO_NAVSTART), now and then twice in a row. */
async function runLighthouseRetrying(url: string, tries = LIGHTHOUSE_TRIES): Promise<LighthouseFigures> {
  try {
    return await runLighthouse(url);
  } catch (error) {
    if (tries <= 1) throw error;
    console.log(`${url}: ${error instanceof Error ? error.message : String(error)}; running it again`);
    return runLighthouseRetrying(url, tries - 1);
  }
}

if (!values['no-build']) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
mkdirSync(values['data-dir'], { recursive: true });
await seedDemo(values['data-dir']);
const server = await startDemoServer(values['data-dir'], Number(values.port));
const loadAtStart = os.loadavg()[0]!;
try {
  const pages = ['/', `/track/${server.trackId}`, `/artist/${server.artistUsername}`, '/genres'];
  const medians = new Map<string, LighthouseFigures>();
  for (const page of pages) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) figures.push(await runLighthouseRetrying(server.baseUrl + page));
    console.log(`${page}: performance ${figures.map((figure) => figure.performance).join(', ')}`);
    medians.set(page, medianRun(figures));
  }
  const bytes = firstLoadBytes(medians.get('/')!.assets, WEB_DIST);
  const taps = await measureTapToSound(server.baseUrl, TAPS);
  const rows = [
    ...weightBudgets(bytes),
    ...pages.flatMap((page) => pageBudgets(page, medians.get(page)!)),
    soundBudget(taps),
  ];
  // Lighthouse's timings depend on what else the machine runs; the byte counts do not.
  const load = `load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`;
  const heading = `# Web bench ${new Date().toISOString().slice(0, 16)}Z\n\nLighthouse 12 mobile (simulated throttling), median of ${runs} per page, demo catalogue, \`npm run bench:web\` on ${os.cpus().length} cores, ${load}.`;
  const report = formatWebResults(rows, bytes, heading);
  writeFileSync(RESULTS, report);
  console.log(report);
  if (rows.some((row) => !row.pass)) process.exitCode = 1;
} finally {
  server.close();
}
