import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Endpoint } from './bench-endpoints';
import { signUpBenchPerson, type BenchPerson } from './chat-people';
import { explainEndpoints } from './explain-requests';
import { measureChatFanout, type FanoutResult } from './measure-chat-fanout';
import { measureEndpoint, type Measurement } from './measure-endpoint';
import { openBenchDatabase } from './open-bench-database';
import type { TBenchDb } from './parse-flags';
import { chatSeedSql } from './seed-chat-sql';
import { createBenchContext, startBenchApp, withoutCaches } from './start-bench-app';

/**
 * `npm run bench:chat -- --sizes 10000,1000000 [--db postgres] [--streams 1000, 0 for none] [--explain]`:
 * inbox and history pages at each size of the messages table (issue #9: flat from 10k to 1M),
 * and live delivery with `--streams` SSE connections open on one instance.
 */

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'chat-latest.md');
const SCALE_LIMIT = 1.2;
const FANOUT_P99_MS = 200;
const started = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

interface ChatRow extends Measurement {
  db: TBenchDb;
  size: number;
  name: string;
}

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    db: { type: 'string' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '5' },
    streams: { type: 'string', default: '1000' },
    explain: { type: 'boolean', default: false },
  },
});
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const dbs = (values.db ?? (postgresUrl ? 'postgres' : 'pglite')).split(',') as TBenchDb[];
const sizes = values.sizes.split(',').map((size) => Number(size.replace(/_/g, '')));
const [connections, duration, streamCount] = [
  Number(values.connections),
  Number(values.duration),
  Number(values.streams),
];

async function getJson<T>(baseUrl: string, url: string, cookie: string): Promise<T> {
  const response = await fetch(baseUrl + url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** The pages measured; every one is fetched first and must not be empty. */
async function chatEndpoints(baseUrl: string, buyer: BenchPerson, artist: BenchPerson, deepCursor: string) {
  const first = await getJson<{ items: unknown[]; nextCursor: string | null }>(
    baseUrl,
    '/api/conversations',
    buyer.cookie,
  );
  if (first.items.length === 0 || !first.nextCursor) throw new Error('the buyer inbox has no second page');
  const list: Array<Endpoint & { who: BenchPerson }> = [
    { name: 'inbox (buyer)', path: '/api/conversations', kind: 'page', who: buyer },
    {
      name: 'inbox page 2',
      path: `/api/conversations?cursor=${encodeURIComponent(first.nextCursor)}`,
      kind: 'page',
      who: buyer,
    },
    { name: 'inbox (artist)', path: '/api/conversations', kind: 'page', who: artist },
    { name: 'history latest', path: `/api/conversations/${artist.id}/messages`, kind: 'page', who: buyer },
    {
      name: 'history half-way back',
      path: `/api/conversations/${artist.id}/messages?before=${encodeURIComponent(deepCursor)}`,
      kind: 'page',
      who: buyer,
    },
    { name: 'conversation header', path: `/api/conversations/${artist.id}`, kind: 'page', who: buyer },
    { name: 'unread dot', path: '/api/me/unread', kind: 'page', who: buyer },
  ];
  for (const endpoint of list) await getJson(baseUrl, endpoint.path, endpoint.who.cookie);
  return list;
}

async function benchSize(
  db: TBenchDb,
  size: number,
  withFanout: boolean,
): Promise<{ rows: ChatRow[]; fanout?: FanoutResult }> {
  // Its own database: the catalogue bench (which may be running too) drops and recreates its own.
  const bench = await openBenchDatabase(db, postgresUrl, 'beatpasal_bench_chat');
  const { ctx, dispose } = await createBenchContext(bench.database, bench.url);
  const app = await startBenchApp(withoutCaches(ctx));
  await ctx.events.start();
  try {
    const [buyer, artist] = [
      await signUpBenchPerson(ctx, app.baseUrl, 'buyer'),
      await signUpBenchPerson(ctx, app.baseUrl, 'artist'),
    ];
    const seedStart = performance.now();
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const statement of chatSeedSql({ messages: size, buyerId: buyer.id, artistId: artist.id }))
        await tx.execute(sql.raw(statement));
    });
    await ctx.database.db.execute(sql`vacuum analyze messages, conversations, profiles, users`);
    log(
      `${db} ${size.toLocaleString('en-US')} messages seeded and analysed in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const {
      rows: [middle],
    } = await ctx.database.db.execute<{ cursor: string }>(sql`select encode(convert_to(json_build_array('messages',
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), id::text)::text, 'UTF8'), 'base64') as cursor
      from messages where conversation_id = md5('bench-conv-0')::uuid order by created_at desc offset ${Math.round(size / 8)} limit 1`);
    const deepCursor = middle!.cursor.replace(/\n/g, '').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const endpoints = await chatEndpoints(app.baseUrl, buyer, artist, deepCursor);
    if (values.explain && bench.url) {
      for (const endpoint of endpoints) {
        const tables = /\b(messages|conversations)\b/;
        for (const query of await explainEndpoints(bench.url, app.baseUrl, [endpoint], {
          headers: { cookie: endpoint.who.cookie },
          tables,
        })) {
          console.log(
            `\n--- ${db} ${size} ${query.endpoint}${query.seqScans.length ? ` SEQ SCAN on ${query.seqScans.join(', ')}` : ''}\n${query.plan}`,
          );
        }
      }
    }
    const rows: ChatRow[] = [];
    for (const endpoint of endpoints) {
      const measured = await measureEndpoint(app.baseUrl + endpoint.path, connections, duration, {
        cookie: endpoint.who.cookie,
      });
      rows.push({ ...measured, db, size, name: endpoint.name });
      log(
        `${db} ${size} ${endpoint.name}: ${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, failures ${measured.failures}`,
      );
    }
    const fanout = withFanout
      ? await measureChatFanout(ctx, app.baseUrl, { streams: streamCount, receivers: 20, rounds: 5 })
      : undefined;
    if (fanout) log(`${db} fan-out: ${JSON.stringify(fanout)}`);
    return { rows, fanout };
  } finally {
    await app.close();
    await ctx.worker.stop();
    await ctx.events.stop();
    dispose();
    await bench.close();
  }
}

function report(rows: readonly ChatRow[], fanouts: Array<{ db: TBenchDb; result: FanoutResult }>): string {
  const lines = ['| db | messages | page | req/s | p50 ms | p99 ms | failures |', '|---|---:|---|---:|---:|---:|---:|'];
  for (const row of rows) {
    lines.push(
      `| ${row.db} | ${row.size.toLocaleString('en-US')} | ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.failures} |`,
    );
  }
  lines.push('', '| budget | verdict | detail |', '|---|---|---|');
  for (const db of dbs) {
    const measured = [...new Set(rows.filter((row) => row.db === db).map((row) => row.size))].sort((x, y) => x - y);
    const [small, large] = [measured[0], measured.at(-1)];
    if (small === undefined || large === undefined || small === large) continue;
    for (const base of rows.filter((row) => row.db === db && row.size === small)) {
      const big = rows.find((row) => row.db === db && row.size === large && row.name === base.name)!;
      // p50 of a 1–2 ms answer moves by whole milliseconds: up to 1 ms more is measurement noise, not growth.
      const pass = big.p50 <= Math.max(SCALE_LIMIT * base.p50, base.p50 + 1);
      lines.push(
        `| ${db} ${base.name}: p50 at ${large.toLocaleString('en-US')} ≤ ${SCALE_LIMIT}× at ${small.toLocaleString('en-US')} | ${pass ? 'PASS' : 'FAIL'} | ${big.p50} ms vs ${base.p50} ms |`,
      );
    }
  }
  for (const { db, result } of fanouts) {
    lines.push(
      `| ${db} SSE fan-out, ${result.streams} streams open: delivery p99 ≤ ${FANOUT_P99_MS} ms | ${result.p99 <= FANOUT_P99_MS ? 'PASS' : 'FAIL'} | p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms over ${result.deliveries} deliveries of ${result.messages} messages to ${result.receivers} receivers; send p50 ${result.sendP50} ms |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  log(
    `chat bench: sizes ${sizes.join(', ')} on ${dbs.join(', ')}; ${connections} connections, ${duration} s each; ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const rows: ChatRow[] = [];
  const fanouts: Array<{ db: TBenchDb; result: FanoutResult }> = [];
  for (const db of dbs) {
    for (const size of sizes) {
      const result = await benchSize(db, size, size === sizes[0] && streamCount > 0);
      rows.push(...result.rows);
      if (result.fanout) fanouts.push({ db, result: result.fanout });
    }
  }
  const text = `# Chat benchmark ${new Date().toISOString()}\n\n${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)} at the end; ${connections} connections, ${duration} s per page.\n\n${report(rows, fanouts)}\n`;
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, text);
  console.log(`\n${text}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
