import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers: any makes the row invalid. */
  failures: number;
}

const WARMUP_SECONDS = 2;
/** What a browser sends: answers over 1 KB are compressed (brotli), as they are for real visitors. */
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

async function run(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string>,
): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, workers: 1, headers: { ...HEADERS, ...headers } });
}

/**
 * autocannon in a worker thread, so the load generator does not share the server's event loop;
 * a short warm-up first (JIT, database caches), then the measured run. `headers` carry a signed-in
 * person's cookie for their own pages (the chat). A later round of an endpoint just measured skips
 * the warm-up.
 */
export async function measureEndpoint(
  url: string,
  connections: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
  { warmUp = true } = {},
): Promise<Measurement> {
  if (warmUp) await run(url, connections, WARMUP_SECONDS, headers);
  const result = await run(url, connections, durationSeconds, headers);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
