// @ts-check
// Plain JavaScript on purpose: a worker thread loads it as-is under `node --import tsx` (npm start),
// `tsx watch` (dev) and vitest alike, and a thread replaced after a timeout starts without a compiler.
import jsQR from 'jsqr';

/**
 * jsQR over RGBA pixels already downscaled by sharp; runs in a piscina worker because it is
 * synchronous and takes seconds on noise. `started` tells the caller when the scan really begins,
 * so its time budget is not spent waiting for a thread.
 * @param {{ pixels: Uint8ClampedArray; width: number; height: number; started: import('node:worker_threads').MessagePort }} task
 * @returns {string | null}
 */
export default function findQr({ pixels, width, height, started }) {
  started.postMessage('started');
  started.close();
  const result = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
  return result && result.data.trim() !== '' ? result.data : null;
}
