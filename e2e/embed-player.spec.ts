import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoA11yViolations } from './helpers/a11y';
import { dismissWelcomeUpFront } from './helpers/accounts';
import { expectNoHorizontalOverflow, seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { expect, test } from './helpers/test';

/**
 * Issue 34 part 6 (decision 080): a track's player, copied from the share menu, plays its preview
 * inside a page of another site; the app's own pages stay out of other sites' frames.
 */

test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: 'serial' });

const title = `Embed ${uniqueWord('em')}`;
let artist: TSeededArtist;
const blogs: Server[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  artist = await seedArtist(browser, `Maya ${uniqueWord('em')}`, [
    { title, genre: 'Lo-Fi', bpm: 80, cover: ['#0ea5e9', '#0c4a6e'] },
  ]);
});

test.afterAll(async () => {
  await artist?.context.close();
  for (const blog of blogs) blog.close();
});

/** Another site, whose page holds what was pasted: `localhost` on a port of its own, where the app is 127.0.0.1. */
async function serveBlog(pasted: string): Promise<string> {
  const blog = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Sita's blog</title></head>` +
        `<body><h1>My new favourite beat</h1>${pasted}</body></html>`,
    );
  });
  blogs.push(blog);
  await new Promise<void>((resolve) => blog.listen(0, 'localhost', resolve));
  return `http://localhost:${(blog.address() as AddressInfo).port}/`;
}

test.describe('copied and pasted', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the share menu copies the embed code; pasted on another site, it plays the preview and links to the track', async ({
    page,
    baseURL,
  }) => {
    const trackId = artist.tracks[0]!.id;
    // The welcome popup is dismissed in the sharer's tab only: its script would run in the embed's
    // frame too, where a third-party frame may not touch localStorage.
    const sharer = await page.context().newPage();
    await dismissWelcomeUpFront(sharer);
    await sharer.goto(`/track/${trackId}`);
    await sharer.getByRole('button', { name: `Share ${title}` }).click();
    await sharer.getByRole('button', { name: 'Copy embed code' }).click();
    await expect(sharer.getByText('Embed code copied! Paste it into your site.')).toBeVisible();
    const snippet = await sharer.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(
      `<iframe src="${baseURL}/embed/track/${trackId}" title="${title} on Beatpasal" width="100%" height="180" ` +
        'style="border:0;border-radius:12px;max-width:480px" loading="lazy" allow="autoplay; encrypted-media"></iframe>',
    );
    await sharer.close();

    await page.goto(await serveBlog(snippet));
    await expect(page.getByRole('heading', { name: 'My new favourite beat' })).toBeVisible();
    const player = page.frameLocator(`iframe[title="${title} on Beatpasal"]`);
    await expect(player.getByRole('heading', { name: title })).toBeVisible();
    await expect(player.getByRole('link', { name: artist.displayName })).toBeVisible();
    const buy = player.getByRole('link', { name: 'Buy on Beatpasal' });
    await expect(buy).toHaveAttribute('href', `${baseURL}/track/${trackId}`);
    await expect(buy).toHaveAttribute('target', '_blank');

    await player.getByRole('button', { name: `Play ${title}` }).click();
    await expect(player.getByRole('button', { name: `Pause ${title}` })).toBeVisible();
    const audio = player.locator('audio');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.3);
    await expect(player.getByRole('slider', { name: `Seek in ${title}` })).toHaveAttribute(
      'aria-valuetext',
      /^0:0\d of 0:0\d$/,
    );
    await player.getByRole('button', { name: `Pause ${title}` }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  });
});

test('the players read well at 360 px in English and Nepali', async ({ page }) => {
  const trackId = artist.tracks[0]!.id;
  await page.goto(`/embed/track/${trackId}?lang=ne`);
  await expect(page.getByRole('button', { name: `${title} बजाउनुहोस्` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beatpasal मा किन्नुहोस्' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  await page.goto(`/embed/artist/${artist.username}`);
  await expect(page.getByRole('heading', { name: artist.displayName, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Latest beats' }).getByRole('heading', { name: title })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
});

test.describe('a player with nothing to play', () => {
  test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] });

  test('says so in a page of its own that answers 404', async ({ page }) => {
    expect((await page.goto('/embed/track/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'This beat or artist is not available on Beatpasal.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Beatpasal' })).toHaveAttribute('target', '_blank');
  });
});

test.describe('framing the app itself', () => {
  test.use({ allowedConsoleErrors: [/frame-ancestors|Refused to frame/] });

  test('another site cannot frame the track page, only its player', async ({ page, baseURL }) => {
    const trackId = artist.tracks[0]!.id;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    await page.goto(
      await serveBlog(
        `<iframe src="${baseURL}/track/${trackId}" title="The page"></iframe>` +
          `<iframe src="${baseURL}/embed/track/${trackId}" title="The player"></iframe>`,
      ),
    );
    await expect(page.frameLocator('iframe[title="The player"]').getByRole('heading', { name: title })).toBeVisible();
    // The browser refused the page itself for its `frame-ancestors 'none'` and shows nothing of it.
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(page.frameLocator('iframe[title="The page"]').getByRole('heading', { name: title })).toHaveCount(0);
  });
});
