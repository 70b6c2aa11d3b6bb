import type { Page } from 'playwright-core';
import { timeTapToSound } from '../web/tap-to-sound';
import { openSlowPhone } from './slow-phone';
import type { Browser } from 'playwright-core';

export interface FirstScreen {
  /** First contentful paint and largest contentful paint, ms from navigation start. */
  fcpMs: number;
  lcpMs: number;
}

export interface PhoneRun {
  first: FirstScreen & { bytes: number };
  repeat: FirstScreen & { bytes: number };
  tap: { ms: number; source: string };
  buyNowMs: number;
}

/** The page's paint figures once it has settled (LCP's last candidate is the one that counts). */
async function readFirstScreen(page: Page): Promise<FirstScreen> {
  return page.evaluate(
    () =>
      new Promise<FirstScreen>((resolve) => {
        let lcpMs = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcpMs = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries are delivered in a task of their own: read them after it.
        setTimeout(() => {
          const fcpMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          resolve({ fcpMs: Math.round(fcpMs), lcpMs: Math.round(lcpMs) });
        }, 50);
      }),
  );
}

async function visit(page: Page, url: string): Promise<FirstScreen> {
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  return readFirstScreen(page);
}

/**
 * Milliseconds from navigation start to the first tap on Buy Now that the page's own handler
 * took: a submit the app did not prevent is a page not yet hydrated (the tap is stopped here, so
 * the browser does not post the form), and the tapping goes on.
 */
async function timeBuyNowUsable(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const attempts: { at: number; isHandled: boolean }[] = [];
    (window as unknown as { buyAttempts: typeof attempts }).buyAttempts = attempts;
    window.addEventListener('submit', (event) => {
      const isHandled = event.defaultPrevented;
      if (!isHandled) event.preventDefault();
      attempts.push({ at: performance.now(), isHandled });
    });
  });
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  const button = page.getByRole('button', { name: 'Buy Now' });
  for (let tries = 0; tries < 200; tries += 1) {
    await button.click({ timeout: 60_000, noWaitAfter: true });
    const handled = await page.evaluate(
      () =>
        (window as unknown as { buyAttempts: { at: number; isHandled: boolean }[] }).buyAttempts.find(
          (a) => a.isHandled,
        )?.at,
    );
    if (handled !== undefined) return Math.round(handled);
  }
  throw new Error('Buy Now never answered a tap');
}

/**
 * One person's visits on a slow phone: home the first time (paint, bytes with the service
 * worker's precache), a tap on a card's play, home again (from the service worker's cache); and
 * a signed-in buyer opening a track page cold until Buy Now answers.
 */
export async function runPhoneVisits(
  browser: Browser,
  baseUrl: string,
  trackPath: string,
  buyer: { email: string; password: string },
): Promise<PhoneRun> {
  const listener = await openSlowPhone(browser);
  let first: PhoneRun['first'];
  let tap: PhoneRun['tap'];
  let repeat: PhoneRun['repeat'];
  try {
    const { page } = listener;
    first = { ...(await visit(page, baseUrl)), bytes: 0 };
    // Installed means precached: the first visit's bytes include the app shell the worker fetched.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    first.bytes = listener.bytes();
    tap = await timeTapToSound(page);
    // Closing the tab ends the preview's download, which would otherwise count towards the next visit.
    await page.close();
    listener.resetBytes();
    repeat = { ...(await visit(await listener.newPage(), baseUrl)), bytes: 0 };
    repeat.bytes = listener.bytes();
  } finally {
    await listener.context.close();
  }
  const shopper = await openSlowPhone(browser);
  try {
    const signIn = await shopper.context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: buyer,
      headers: { origin: baseUrl },
    });
    if (!signIn.ok()) throw new Error(`the demo buyer could not sign in (${signIn.status()})`);
    const buyNowMs = await timeBuyNowUsable(shopper.page, baseUrl + trackPath);
    return { first, repeat, tap, buyNowMs };
  } finally {
    await shopper.context.close();
  }
}
