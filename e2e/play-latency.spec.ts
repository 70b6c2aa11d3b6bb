import type { Page } from '@playwright/test';
import { newPersonContext, seedArtist, trackCard, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { expect, test } from './helpers/test';

/**
 * Issue 7 item 15: a tap on a home card's play button asks for the preview itself, with nothing
 * to wait for first (no stream-link request, no code chunk), at phone and desktop width. The time
 * from the click to the audio element's `playing` event is printed as a figure; the 300 ms budget
 * is judged on a quiet machine, not asserted here (timings on a shared CI machine are noise).
 */

const title = `Latency ${uniqueWord('lat')}`;
let artist: TSeededArtist;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  artist = await seedArtist(browser, `Latency ${uniqueWord('ar')}`, [
    { title, genre: 'Trap', bpm: 140, cover: ['#0891b2', '#111827'] },
  ]);
});

test.afterAll(async () => {
  await artist?.context.close();
});

/** Milliseconds from the click on the card's play button to the first `playing` of the audio element. */
async function tapToSound(page: Page): Promise<{ ms: number; firstRequest: string | undefined }> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Explore Tracks' }).scrollIntoViewIfNeeded();
  const play = trackCard(page, title).getByRole('button', { name: `Play ${title}` });
  await expect(play).toBeEnabled();
  // A person looks at the page before tapping: what the page fetches on its own has arrived.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const timing = window as unknown as { tapAt?: number; playingAt?: number };
    document.addEventListener('click', () => (timing.tapAt ??= performance.now()), { capture: true });
    document.addEventListener('playing', () => (timing.playingAt ??= performance.now()), { capture: true });
  });
  // The player bar's cover image may be asked for in the same frame as the audio; only what the
  // sound could wait on counts (API calls, code chunks, the audio itself).
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!['image', 'font', 'stylesheet'].includes(request.resourceType()))
      requests.push(new URL(request.url()).pathname);
  });
  await play.click();
  const elapsed = await page.waitForFunction(
    () => {
      const timing = window as unknown as { tapAt?: number; playingAt?: number };
      return timing.tapAt !== undefined && timing.playingAt !== undefined ? timing.playingAt - timing.tapAt : null;
    },
    undefined,
    { timeout: 15_000 },
  );
  const ms = Math.round((await elapsed.jsonValue()) as number);
  console.log(`tap → playing at ${page.viewportSize()?.width} px: ${ms} ms`);
  return { ms, firstRequest: requests[0] };
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`a home card's play button goes straight to the preview at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const { context, page } = await newPersonContext(browser, { viewport });
    const { firstRequest } = await tapToSound(page);
    expect(firstRequest, 'the first request after the tap (images aside) is the preview audio').toMatch(
      /^\/files\/private\/.+/,
    );
    await expect(page.getByRole('region', { name: 'Audio player' })).toBeVisible();
    await context.close();
  });
}
