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

export async function visit(page: Page, url: string): Promise<FirstScreen> {
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  return readFirstScreen(page);
}

/** Between two taps on Buy Now, about as often as an impatient thumb. */
const TAP_EVERY_MS = 100;

/**
 * Milliseconds from navigation start to the first tap on Buy Now that the page's own handler
 * took: a submit the app did not prevent is a page not yet hydrated (the tap is stopped here, so
 * the browser does not post the form), and the tapping goes on. The taps are plain touches at the
 * button's place, as a thumb gives them: Playwright's click first waits on the page's main thread
 * for the button to be still and in view, which at 4× cost 0.4–0.5 s of the very thread being timed
 * (decision 097).
 */
export async function timeBuyNowUsable(page: Page, url: string): Promise<number> {
  let handledAt: number | undefined;
  await page.exposeFunction('buyNowHandled', (at: number) => {
    handledAt ??= Math.round(at);
  });
  await page.addInitScript(() => {
    window.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) event.preventDefault();
      else (window as unknown as { buyNowHandled(at: number): void }).buyNowHandled(performance.now());
    });
  });
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  const button = page.getByRole('button', { name: 'Buy Now' });
  await button.waitFor({ timeout: 60_000 });
  for (let taps = 0; handledAt === undefined; taps += 1) {
    if (taps === 600) throw new Error('Buy Now never answered a tap');
    // A person scrolls to the button once it shows, and again if the page moved it away.
    if (taps % 10 === 0) await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await button.boundingBox();
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS));
  }
  return handledAt;
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
