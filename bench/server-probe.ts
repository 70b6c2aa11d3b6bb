// Loaded into a bench server with `--expose-gc --import` (never into the product): reports the
// event loop's delay since the last report, and on request the memory left after a full collection,
// over the IPC channel the suite opened. Lets the soak tell a leak from caches and the database
// engine's memory, and a stalled event loop from a slow query.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeSample {
  loopP99Ms: number;
  loopMaxMs: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

process.on('message', (message: { probe?: 'sample' | 'collect' }) => {
  if (!message.probe) return;
  if (message.probe === 'collect') (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const sample: ProbeSample = {
    loopP99Ms: delay.percentile(99) / 1e6,
    loopMaxMs: delay.max / 1e6,
    rssMb: mb(memory.rss),
    heapUsedMb: mb(memory.heapUsed),
    externalMb: mb(memory.external),
    arrayBuffersMb: mb(memory.arrayBuffers),
  };
  if (message.probe === 'sample') delay.reset();
  process.send?.({ probeSample: sample });
});
// The channel must not keep a server that was told to stop alive.
process.channel?.unref();
