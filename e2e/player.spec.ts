import type { Locator, Page } from '@playwright/test';
import { createArtist, dismissWelcomeUpFront } from './helpers/accounts';
import { newPersonContext, uniqueWord } from './helpers/catalogue';
import { readAudio, uploadMasterTrack } from './helpers/studio';
import { expect, test } from './helpers/test';

const currentTime = async (page: Page) => (await readAudio(page))?.currentTime ?? 0;

async function clickAt(target: Locator, fraction: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not laid out');
  await target.click({ position: { x: box.width * fraction, y: box.height / 2 } });
}

/** An artist with one ready 20-second track, on their dashboard. */
async function artistWithTrack(page: Page, request: Parameters<typeof createArtist>[1]) {
  await dismissWelcomeUpFront(page);
  await createArtist(page, request);
  const title = `Player ${uniqueWord('pl')}`;
  const id = await uploadMasterTrack(page, title);
  await page.goto('/artist-dashboard');
  return { title, id };
}

test('the player plays with a waveform, seeks, answers the keyboard and lock screen, and never covers the page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { title } = await artistWithTrack(page, request);
  await expect(page.getByRole('region', { name: 'Audio player' })).toHaveCount(0);

  await page.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player).toBeVisible();
  await expect(player).toContainText('Trap · 140 BPM');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);

  // 120 bars drawn from the stored peaks, not a flat line.
  const bars = await player.getByTestId('waveform').locator('path').first().getAttribute('d');
  const heights = [...(bars ?? '').matchAll(/v([\d.]+)/g)].map((match) => Number(match[1]));
  expect(heights).toHaveLength(120);
  expect(new Set(heights).size).toBeGreaterThan(10);

  const seek = player.getByRole('slider', { name: 'Seek' });
  await clickAt(seek, 0.5);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(9.5);
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:1\d of 0:20$/);

  await seek.focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await readAudio(page))?.paused).toBe(true);
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = await currentTime(page);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(page)).toBeLessThan(pausedAt);
  await page.keyboard.press('Space');
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(async () => (await readAudio(page))?.paused).toBe(false);

  const volume = player.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveAttribute('aria-valuetext', '90%');
  await expect.poll(async () => (await readAudio(page))?.volume).toBeCloseTo(0.9);
  await player.getByRole('button', { name: 'Mute' }).click();
  await expect(player.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await readAudio(page))?.muted).toBe(true);

  // Set by an effect after the press that resumed playing; polled, as a lock screen reads it later.
  const lockScreen = () =>
    page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      state: navigator.mediaSession.playbackState,
    }));
  await expect.poll(lockScreen).toEqual({ title, state: 'playing' });

  // The page keeps room for the bar: the end of the footer stays above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.getByRole('contentinfo').boundingBox();
  const bar = await player.boundingBox();
  expect(footer && bar && footer.y + footer.height).toBeLessThanOrEqual((bar?.y ?? 0) + 1);

  await player.getByRole('button', { name: 'Minimise player' }).click();
  await expect(seek).toBeHidden();
  await player.getByRole('button', { name: 'Expand player' }).click();
  await expect(seek).toBeVisible();

  // The end of the track turns playing off.
  await seek.focus();
  await page.keyboard.press('End');
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 5000 });

  await player.getByRole('button', { name: 'Close player' }).click();
  await expect(player).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
});

test.describe('an expired preview link', () => {
  // The first, spoiled link answers 403, which Chromium logs before the player renews it.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('is renewed and playback carries on', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { title } = await artistWithTrack(page, request);
    let links = 0;
    await page.route('**/api/tracks/*/stream', async (route) => {
      links += 1;
      const response = await route.fetch();
      const body = (await response.json()) as { url: string; opusUrl?: string; expiresAt: string };
      // The first links (MP3 and Opus) are spoiled so the store refuses them: the disk store checks
      // their signature, S3 their date.
      const spoil = (url: string) =>
        url.replace(/([?&]sig=)[^&]+/, '$1expired').replace(/([?&]X-Amz-Date=)[^&]+/, '$120200101T000000Z');
      if (links === 1) {
        body.url = spoil(body.url);
        if (body.opusUrl) body.opusUrl = spoil(body.opusUrl);
      }
      await route.fulfill({ response, json: body });
    });

    await page.getByRole('button', { name: `Play ${title}` }).click();
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect(links).toBe(2);
    await expect(page.getByText('This preview could not be played.', { exact: false })).toHaveCount(0);
  });
});

test("a listener's play is counted once, after a few seconds of listening", async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const { title, id } = await artistWithTrack(page, request);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell').nth(6)).toHaveText('0');

  const visitor = await newPersonContext(browser);
  const plays: number[] = [];
  visitor.page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/api/tracks/${id}/play`)) plays.push(Date.now());
  });
  await visitor.page.goto(`/track/${id}`);
  const startedAt = Date.now();
  await visitor.page
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .click();
  await expect.poll(() => plays.length, { timeout: 15_000 }).toBe(1);
  expect(plays[0]! - startedAt).toBeGreaterThan(4500);
  await expect.poll(() => currentTime(visitor.page), { timeout: 20_000 }).toBeGreaterThan(12);
  expect(plays).toHaveLength(1);
  await visitor.context.close();

  await page.reload();
  await expect(row.getByRole('cell').nth(6)).toHaveText('1');
});
