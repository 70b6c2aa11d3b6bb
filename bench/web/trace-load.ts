import type { Browser } from 'playwright-core';
import { mainThreadTime, type MainThreadTime, type TraceEvent } from './trace-categories';

export const AFTER_LOAD_MS = 2000;
const CPU_SLOWDOWN = 4;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

export interface LoadFigures extends MainThreadTime {
  /** Bytes on the wire (headers and bodies, as Chromium's network stack counted them) until the trace ends. */
  bytes: number;
}

/**
 * One first visit as a phone makes it: a fresh context (no cache, no cookies, no service worker),
 * 360×800, CPU slowed 4×, traced from navigation to 2 s after the load event.
 */
export async function traceLoad(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(AFTER_LOAD_MS);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return { ...mainThreadTime(traceEvents, url, AFTER_LOAD_MS), bytes };
  } finally {
    await context.close();
  }
}
