import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';

/** A phone's viewport: the audience taps cards on mid-range Android phones. */
const VIEWPORT = { width: 360, height: 740 };

interface TapTiming {
  tapAt?: number;
  playingAt?: number;
}

/**
 * Milliseconds from a tap on the page's first play button to the audio element's first `playing`,
 * on a page that has already loaded, and the address the element played.
 */
export async function timeTapToSound(page: Page): Promise<{ ms: number; source: string }> {
  await page.evaluate(() => {
    const timing = window as unknown as TapTiming;
    document.addEventListener('click', () => (timing.tapAt ??= performance.now()), { capture: true });
    document.addEventListener('playing', () => (timing.playingAt ??= performance.now()), { capture: true });
  });
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .tap();
  const elapsed = await page.waitForFunction(
    () => {
      const timing = window as unknown as TapTiming;
      return timing.tapAt !== undefined && timing.playingAt !== undefined ? timing.playingAt - timing.tapAt : null;
    },
    undefined,
    { timeout: 15_000 },
  );
  const source = await page.evaluate(() => document.querySelector('audio')?.currentSrc ?? '');
  return { ms: Math.round((await elapsed.jsonValue()) as number), source };
}

/**
 * A tap in a fresh browser context (nothing cached but the browser's own state), after the page
 * has fetched what it fetches on its own: a person looks at the page before tapping.
 */
async function tapOnce(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    return (await timeTapToSound(page)).ms;
  } finally {
    await context.close();
  }
}

/** Issue 10's "sound within 300 ms of a tap on a card" (localhost, Chromium): every run's figure. */
export async function measureTapToSound(baseUrl: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=user-gesture-required'],
  });
  try {
    const figures: number[] = [];
    for (let run = 0; run < runs; run += 1) figures.push(await tapOnce(browser, baseUrl));
    return figures;
  } finally {
    await browser.close();
  }
}
