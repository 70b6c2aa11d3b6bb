import type { Page } from 'playwright-core';

/** One request as the page's Resource Timing saw it, ms from navigation start. */
export interface WaterfallEntry {
  name: string;
  start: number;
  /** When the worker began handling it (0: not through the service worker). */
  worker: number;
  firstByte: number;
  end: number;
  /** Bytes over the network; 0 from the service worker's cache or the memory cache. */
  transferred: number;
}

/** The main thread's share is read from a trace (`--trace-dir`): the Long Tasks API reports nothing in this headless Chromium. */
export interface Waterfall {
  entries: WaterfallEntry[];
}

/** The page's requests so far, the document first. */
export async function readWaterfall(page: Page): Promise<Waterfall> {
  return page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return {
      entries: entries.map((entry) => ({
        name: entry.name.replace(location.origin, ''),
        start: Math.round(entry.startTime),
        worker: Math.round(entry.workerStart),
        firstByte: Math.round(entry.responseStart),
        end: Math.round(entry.responseEnd),
        transferred: entry.transferSize,
      })),
    };
  });
}

/** A plain-text waterfall: one line a request. */
export function formatWaterfall(title: string, waterfall: Waterfall): string {
  const lines = waterfall.entries.map(
    (entry) =>
      `${String(entry.start).padStart(6)} → ${String(entry.end).padStart(6)} ms  first byte ${String(entry.firstByte).padStart(6)}  ${entry.worker ? 'sw ' : '   '}${String(entry.transferred).padStart(7)} B  ${entry.name.slice(0, 90)}`,
  );
  return [`## ${title}`, ...lines, ''].join('\n');
}
