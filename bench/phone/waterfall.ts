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

export interface Waterfall {
  entries: WaterfallEntry[];
  /** Main-thread tasks of 50 ms or more: [start, duration]. */
  longTasks: [number, number][];
}

/** Starts recording long tasks from the first script of every document the page opens. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push([Math.Math.round(entry.startTime), Math.Math.round(entry.duration)]);
    }).observe({ type: 'longtask' });
  });
}

/** The page's requests so far (the document first) and its long tasks. */
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
      longTasks: (window as unknown as { longTasks?: [number, number][] }).longTasks ?? [],
    };
  });
}

/** A plain-text waterfall: one line a request, then the long tasks. */
export function formatWaterfall(title: string, waterfall: Waterfall): string {
  const lines = waterfall.entries.map(
    (entry) =>
      `${String(entry.start).padStart(6)} → ${String(entry.end).padStart(6)} ms  first byte ${String(entry.firstByte).padStart(6)}  ${entry.worker ? 'sw ' : '   '}${String(entry.transferred).padStart(7)} B  ${entry.name.slice(0, 90)}`,
  );
  const busy = waterfall.longTasks.reduce((sum, [, duration]) => sum + duration, 0);
  const tasks = waterfall.longTasks.map(([start, duration]) => `${start}+${duration}`).join(', ');
  return [`## ${title}`, ...lines, `long tasks (${busy} ms): ${tasks}`, ''].join('\n');
}
