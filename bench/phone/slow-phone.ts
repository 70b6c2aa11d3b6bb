import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Chrome DevTools' "Slow 4G" as issue 36 names it: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round
 * trip, with the CPU slowed 4×, at a phone's 360 × 800.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
export const PHONE_VIEWPORT = { width: 360, height: 800 };

export interface SlowPhone {
  context: BrowserContext;
  page: Page;
  /** Another throttled tab of the same phone (same cache, cookies and service worker). */
  newPage(): Promise<Page>;
  /** Bytes the network carried since the last `resetBytes()` (headers and encoded bodies), the service worker's own fetches included; answers it served from its cache count nothing. */
  bytes(): number;
  resetBytes(): void;
}

/**
 * A fresh phone: its own context (no cache, no cookies, no service worker yet), every page it
 * opens throttled. Throttling is per page target, and the service worker is a target of its
 * own: what it fetches itself (the precache, a network-only navigation) is counted, but only
 * what the page fetches is slowed, so a repeat visit's figure is, if anything, kind to the site.
 */
export async function openSlowPhone(browser: Browser): Promise<SlowPhone> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  let bytes = 0;
  context.on('requestfinished', (request) => {
    void request
      .response()
      .then(async (response) => {
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        bytes += sizes.responseHeadersSize + sizes.responseBodySize;
      })
      .catch(() => undefined);
  });
  const newPage = async () => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return page;
  };
  return {
    context,
    page: await newPage(),
    newPage,
    bytes: () => bytes,
    resetBytes: () => {
      bytes = 0;
    },
  };
}
