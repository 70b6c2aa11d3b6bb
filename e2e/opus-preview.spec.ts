import { createArtist, dismissWelcomeUpFront } from './helpers/accounts';
import { expectNoA11yViolations } from './helpers/a11y';
import { newPersonContext, uniqueWord } from './helpers/catalogue';
import { readAudio, uploadMasterTrack } from './helpers/studio';
import { expect, test } from './helpers/test';

const previewRequest = (url: string) => /tracks-preview/.test(url);

test('on a phone the player plays the Opus preview at half the data, and no audio loads before the tap', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await dismissWelcomeUpFront(page);
  await createArtist(page, request);
  const title = `Opus ${uniqueWord('op')}`;
  const trackId = await uploadMasterTrack(page, title);

  const listener = await newPersonContext(browser, {
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const previews: string[] = [];
  listener.page.on('request', (sent) => {
    if (previewRequest(sent.url())) previews.push(sent.url());
  });
  await listener.page.goto(`/track/${trackId}`);
  await expect(listener.page.getByRole('heading', { name: title })).toBeVisible();
  await listener.page.waitForLoadState('networkidle');
  expect(previews, 'a preview loaded before anyone tapped play').toEqual([]);
  await expectNoA11yViolations(listener.page);

  await listener.page
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .tap();
  await expect.poll(async () => (await readAudio(listener.page))?.currentTime ?? 0).toBeGreaterThan(0.3);
  const audio = await listener.page.evaluate(() => {
    const element = document.querySelector('audio')!;
    return { source: element.currentSrc, preload: element.preload, duration: element.duration };
  });
  expect(audio.source).toMatch(/tracks-preview\/[0-9a-f-]{36}\.webm\?/);
  expect(audio.preload).toBe('metadata');
  expect(previews.every((url) => url.includes('.webm'))).toBe(true);
  // The same 20-second master as the MP3: the player shows the track's length, not the codec's.
  expect(audio.duration).toBeCloseTo(20, 0);
  await expect(listener.page.getByRole('region', { name: 'Audio player' })).toContainText('0:20');
  await listener.context.close();
});
