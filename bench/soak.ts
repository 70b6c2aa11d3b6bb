// `npm run soak`: SOAK_PEOPLE simulated people (default 200) browse, play preview ranges, like, buy
// and chat against one real server (a child process) for SOAK_MINUTES (default 10). Passes with
// zero errors, p99 within budget, RSS within +10 % of its size after warm-up, and no growth in open
// file descriptors or database connections. On PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
// SOAK_CPU_PROFILE_DIR=DIR writes the server's CPU profile there when it stops.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiskObjectStore } from '../apps/server/src/storage/disk-store';
import { createRunPlace } from './run-place';
import { seedPeople } from './seed-people';
import type { ProbeSample } from './server-probe';
import { ServerProcess } from './server-process';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PEOPLE = Number(process.env.SOAK_PEOPLE ?? 200);
const PORT = Number(process.env.SOAK_PORT ?? 3416);
/** Budget for every request's p99 (the signed-in page budget of bench/check-budgets.ts is 50 ms at 32 connections on an idle machine). */
const P99_BUDGET_MS = 250;
const RSS_GROWTH_LIMIT = 0.1;
/** Descriptors may move with keep-alive sockets; more than this over the warm-up figure is a leak. */
const FD_SLACK = 20;
const SAMPLE_MS = 10_000;
const THINK_MS = [1_000, 4_000];
const TRACKS = 200;
const ARTISTS = 10;
const PLAYABLE = 30;
const RANGE_BYTES = 64 * 1024;

const durationMs = MINUTES * 60_000;
/**
 * Memory is judged after the bounded caches have filled: at 200 people the per-person answer cache
 * and the held previews grow for about three minutes, then RSS holds (PostgreSQL run of 2026-11-25:
 * 287 MB at 1 minute, 345 MB at 3, 370 MB at 10).
 */
const warmupMs = Math.min(180_000, durationMs * 0.3);
const baseUrl = `http://127.0.0.1:${PORT}`;
const { dataDir, adminUrl, databaseName, databaseUrl, admin, openRunDatabase, runAndExit } = createRunPlace('soak');

interface Sample {
  at: number;
  rssMb: number;
  fds: number;
  connections: number | null;
  loopMaxMs: number;
}

const latencies = new Map<string, number[]>();
const errors: string[] = [];
let errorCount = 0;
let requests = 0;

async function timed(
  action: string,
  url: string,
  init: RequestInit = {},
  expect: (status: number) => boolean = (status) => status < 300,
): Promise<Response | null> {
  const started = performance.now();
  requests += 1;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await res.arrayBuffer();
    (latencies.get(action) ?? latencies.set(action, []).get(action)!).push(performance.now() - started);
    if (!expect(res.status)) {
      errorCount += 1;
      if (errors.length < 10)
        errors.push(`${action} ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 160)}`);
    }
    return new Response(body, { status: res.status, headers: res.headers });
  } catch (error) {
    errorCount += 1;
    if (errors.length < 10) errors.push(`${action} ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function person(
  cookie: string,
  tracks: { lease: string[]; playable: string[]; artistOf: Map<string, string> },
  until: number,
): Promise<void> {
  const headers = { cookie, origin: baseUrl };
  const json = { ...headers, 'content-type': 'application/json' };
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, THINK_MS[0]! + Math.random() * (THINK_MS[1]! - THINK_MS[0]!)));
    const roll = Math.random();
    const trackId = pick(tracks.lease);
    if (roll < 0.35) {
      await timed('browse feed', `${baseUrl}/api/tracks`, { headers });
      await timed('track page', `${baseUrl}/api/tracks/${trackId}`, { headers });
    } else if (roll < 0.6) {
      const playable = pick(tracks.playable);
      const link = await timed('play: preview link', `${baseUrl}/api/tracks/${playable}/stream`, { headers });
      if (!link?.ok) continue;
      const { url } = (await link.json()) as { url: string };
      await timed(
        'play: audio range',
        new URL(url, baseUrl).toString(),
        { headers: { ...headers, range: `bytes=0-${RANGE_BYTES - 1}` } },
        (status) => status === 206,
      );
      await timed('play: count', `${baseUrl}/api/tracks/${playable}/play`, { method: 'POST', headers });
    } else if (roll < 0.75) {
      await timed('like', `${baseUrl}/api/tracks/${trackId}/like`, {
        method: Math.random() < 0.7 ? 'PUT' : 'DELETE',
        headers,
      });
    } else if (roll < 0.85) {
      await timed('buy', `${baseUrl}/api/purchases`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ trackId, licenceKind: 'lease' }),
      });
    } else {
      const to = tracks.artistOf.get(trackId)!;
      await timed('chat', `${baseUrl}/api/conversations/${to}/messages`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ body: `Namaste ${randomUUID().slice(0, 6)}`, clientId: randomUUID() }),
      });
      await timed('chat: inbox', `${baseUrl}/api/conversations`, { headers });
    }
  }
}

async function sample(server: ServerProcess): Promise<Sample> {
  const fds = readdirSync(`/proc/${server.pid}/fd`).length;
  const [probe, n] = await Promise.all([server.probe('sample'), connections()]);
  return { at: Date.now(), rssMb: probe.rssMb, fds, connections: n, loopMaxMs: probe.loopMaxMs };
}

async function connections(): Promise<number | null> {
  if (!adminUrl) return null;
  const rows = await admin<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = '${databaseName}'`,
  );
  return rows[0]?.n ?? 0;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<number> {
  const started = Date.now();
  if (adminUrl) await admin(`create database ${databaseName}`);
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const catalogue = await seedPeople(serverEnv, openRunDatabase, {
    tracks: TRACKS,
    buyers: PEOPLE,
    artists: ARTISTS,
    exclusives: 0,
  });
  // The catalogue's rows name previews that were never rendered: a few get bytes, so playing streams real ranges.
  const store = new DiskObjectStore({
    root: path.join(dataDir, 'files'),
    secret: serverEnv.AUTH_SECRET!,
    defaultTtlSeconds: 3600,
  });
  const playable = catalogue.lease.slice(0, PLAYABLE);
  for (const trackId of playable)
    await store.put(catalogue.previewKeys.get(trackId)!, randomBytes(600 * 1024), {
      contentType: 'audio/mpeg',
      visibility: 'private',
    });

  const profileDir = process.env.SOAK_CPU_PROFILE_DIR;
  const server = new ServerProcess(serverEnv, baseUrl, {
    probe: true,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  await server.start();
  const cookies: string[] = [];
  for (let i = 1; i <= PEOPLE; i += 1) cookies.push(catalogue.cookies.get(`bench-buyer-${i}`)!);
  const loadStart = Date.now();
  const until = loadStart + durationMs;
  const samples: Sample[] = [];
  const heaps: { at: string; probe: ProbeSample }[] = [];
  const sampler = setInterval(() => {
    sample(server).then(
      (s) => samples.push(s),
      () => {
        // The server is gone: every later request fails and counts as an error; say why it went.
        clearInterval(sampler);
        errors.unshift(`the server exited during the soak: ${server.stderr.slice(-1500) || 'nothing on stderr'}`);
      },
    );
  }, SAMPLE_MS);
  const collectAt = (label: string, ms: number) =>
    setTimeout(() => void server.probe('collect').then((probe) => heaps.push({ at: label, probe })), ms);
  const collectors = [collectAt('after warm-up', warmupMs), collectAt('end of load', durationMs - 5_000)];
  await Promise.all(
    cookies.map((cookie) => person(cookie, { lease: catalogue.lease, playable, artistOf: catalogue.artistOf }, until)),
  );
  clearInterval(sampler);
  collectors.forEach(clearTimeout);
  await server.stop();

  const afterWarmup = samples.filter((s) => s.at >= loadStart + warmupMs);
  const base = afterWarmup[0] ?? samples[0]!;
  const tail = afterWarmup.slice(-3);
  const tailRss = Math.max(...tail.map((s) => s.rssMb));
  const tailFds = Math.max(...tail.map((s) => s.fds));
  const tailConnections = adminUrl ? Math.max(...tail.map((s) => s.connections ?? 0)) : null;
  // The pool opens and closes connections with demand (7 to 11 in a 200-person run): a leak is more
  // than the most the warm-up needed, not more than whatever one sample after it happened to hold.
  const warmupConnections = Math.max(
    0,
    ...samples.filter((s) => s.at < loadStart + warmupMs).map((s) => s.connections ?? 0),
  );
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const rows = [...latencies.entries()].map(([action, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `| ${action} | ${values.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`;
  });
  const rssGrowth = tailRss / base.rssMb - 1;
  const checks = [
    { name: 'zero errors', pass: errorCount === 0, detail: `${errorCount} errors` },
    {
      name: `p99 ≤ ${P99_BUDGET_MS} ms`,
      pass: percentile(all, 99) <= P99_BUDGET_MS,
      detail: `p99 ${percentile(all, 99).toFixed(1)} ms`,
    },
    {
      name: 'RSS ≤ +10 % after warm-up',
      pass: rssGrowth <= RSS_GROWTH_LIMIT,
      detail: `${base.rssMb.toFixed(0)} MB → ${tailRss.toFixed(0)} MB (${(rssGrowth * 100).toFixed(1)} %)`,
    },
    { name: 'open descriptors flat', pass: tailFds <= base.fds + FD_SLACK, detail: `${base.fds} → ${tailFds}` },
    {
      name: 'database connections flat',
      pass: tailConnections === null || tailConnections <= warmupConnections,
      detail:
        tailConnections === null
          ? 'embedded PGlite: none'
          : `at most ${warmupConnections} in the warm-up, at most ${tailConnections} at the end`,
    },
  ];
  const lines = [
    `Soak (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${PEOPLE} people, ${MINUTES} minutes of load (${(warmupMs / 1000).toFixed(0)} s warm-up), ${requests} requests, ${((Date.now() - started) / 60_000).toFixed(1)} minutes in all; ${os.loadavg()[0]!.toFixed(1)} load average at the end on ${os.cpus().length} cores`,
    '',
    '| action | requests | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    `| all | ${all.length} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} |`,
    '',
    'Server every 10 s (RSS MB / open fds / database connections / longest event-loop delay ms): ' +
      samples.map((s) => `${s.rssMb.toFixed(0)}/${s.fds}/${s.connections ?? '-'}/${s.loopMaxMs.toFixed(0)}`).join(' '),
    '',
    ...heaps.map(
      ({ at, probe }) =>
        `After a full collection, ${at}: JS heap ${probe.heapUsedMb.toFixed(0)} MB, external ${probe.externalMb.toFixed(0)} MB (array buffers ${probe.arrayBuffersMb.toFixed(0)} MB), RSS ${probe.rssMb.toFixed(0)} MB`,
    ),
    '',
    ...checks.map((check) => `${check.pass ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`),
    ...(errors.length ? ['', 'first errors:', ...errors] : []),
  ];
  console.log(lines.join('\n'));
  if (process.env.SOAK_RESULT_FILE) writeFileSync(process.env.SOAK_RESULT_FILE, `${lines.join('\n')}\n`);
  return checks.every((check) => check.pass) ? 0 : 1;
}

await runAndExit(main);
