import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { ensureDebianTools } from '../scripts/ensure-debian-tools.mjs';
import { newObjectKey } from '../apps/server/src/storage/object-keys';
import { openBenchDatabase } from './open-bench-database';
import { createBenchContext, startBenchApp } from './start-bench-app';

export interface AudioServing {
  tool: 'wrk' | 'autocannon';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** A 64 KB window of the preview, as a player seeking through it asks for. */
const RANGE = 'bytes=65536-131071';
const WARMUP_SECONDS = 2;
const run = promisify(execFile);

/** Milliseconds from a wrk latency figure such as `812.00us`, `1.23ms` or `1.02s`. */
function millis(text: string): number {
  const [, value = '0', unit = 'ms'] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
}

async function withWrk(url: string, connections: number, seconds: number): Promise<AudioServing> {
  const args = (duration: number) => [
    '-t1',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    '-H',
    `Range: ${RANGE}`,
    url,
  ];
  await run('wrk', args(WARMUP_SECONDS));
  const { stdout } = await run('wrk', args(seconds));
  const figure = (pattern: RegExp) => pattern.exec(stdout)?.[1] ?? '0';
  const errors =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)?.slice(1).map(Number) ?? [];
  return {
    tool: 'wrk',
    requestsPerSecond: Number(figure(/Requests\/sec:\s+([\d.]+)/)),
    p50: millis(figure(/^\s+50%\s+(\S+)/m)),
    p99: millis(figure(/^\s+99%\s+(\S+)/m)),
    failures: Number(figure(/Non-2xx or 3xx responses: (\d+)/)) + errors.reduce((sum, n) => sum + n, 0),
  };
}

async function withAutocannon(url: string, connections: number, seconds: number): Promise<AudioServing> {
  const options = { url, connections, workers: 1, headers: { range: RANGE } };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    tool: 'autocannon',
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** wrk as nginx's reference figure was measured with; Debian's package is installed when missing and apt may be used. */
async function ensureWrk(): Promise<boolean> {
  return hasWrk() || ensureDebianTools([{ name: 'wrk', debianPackage: 'wrk', isThere: hasWrk }]);
}

/**
 * Issue 10's audio row: one preview in the embedded default's disk store, behind a signed link of
 * the real app, asked for 64 KB ranges by `connections` clients (wrk when installed: autocannon
 * tops out near 50 MB/s here). Every answer must be a 206.
 */
export async function measureAudioServing(
  preview: Buffer,
  connections: number,
  seconds: number,
): Promise<AudioServing> {
  const bench = await openBenchDatabase('pglite', undefined);
  const { ctx, dispose } = await createBenchContext(bench.database, undefined);
  const app = await startBenchApp(ctx);
  try {
    const key = newObjectKey('tracks-preview', 'mp3');
    await ctx.storage.put(key, preview, { contentType: 'audio/mpeg', visibility: 'private' });
    const url = app.baseUrl + (await ctx.storage.signedUrl(key, { expiresIn: 3600 }));
    const probe = await fetch(url, { headers: { range: RANGE } });
    if (probe.status !== 206 || (await probe.arrayBuffer()).byteLength !== 65536)
      throw new Error(`the preview's range answered ${probe.status}`);
    return await ((await ensureWrk()) ? withWrk : withAutocannon)(url, connections, seconds);
  } finally {
    await app.close();
    dispose();
    await bench.close();
  }
}
