// @ts-check
// Plain JavaScript on purpose: a worker thread loads it as-is under `node --import tsx` (npm start),
// `tsx watch` (dev) and vitest alike, and a thread replaced after a timeout starts without a compiler.
import { readlinkSync } from 'node:fs';
import jsQR from 'jsqr';

/** This thread's /proc stat file on Linux (its CPU time), or null elsewhere. */
function threadStatPath() {
  try {
    return `/proc/${readlinkSync('/proc/thread-self')}/stat`;
  } catch {
    return null;
  }
}

/**
 * jsQR over RGBA pixels already downscaled by sharp; runs in a piscina worker because it is
 * synchronous and takes seconds on noise. `started` tells the caller when the scan begins and where
 * to read this thread's CPU time, so its budget counts neither waiting for a thread nor the time
 * the machine gave to others.
 * @param {{ pixels: Uint8ClampedArray; width: number; height: number; started: import('node:worker_threads').MessagePort }} task
 * @returns {string | null}
 */
export default function findQr({ pixels, width, height, started }) {
  started.postMessage({ statPath: threadStatPath() });
  started.close();
  const result = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
  return result && result.data.trim() !== '' ? result.data : null;
}
