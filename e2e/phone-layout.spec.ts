import type { Locator, Page } from '@playwright/test';
import { seedArtist, trackCard, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { expect, test } from './helpers/test';

/**
 * Issue 7 item 12: at 360 px nothing is cut without a way to read it, and the welcome notice
 * covers nothing, on phones or on desktop.
 */

const word = uniqueWord('ktm');
const ARTIST = `Kathmandu Beats ${word}`;
const TITLE = `Crore ${word}`;
const PRICE = 'From NPR 1,00,00,000';
let artist: TSeededArtist;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  artist = await seedArtist(browser, ARTIST, [
    {
      title: TITLE,
      genre: 'Trap',
      bpm: 140,
      licences: [{ kind: 'full_rights', price: 10_000_000 }],
      cover: ['#0891b2', '#111827'],
    },
  ]);
});

test.afterAll(async () => {
  await artist?.context.close();
});

/** The element is on screen and the topmost thing at its centre: nothing lies over it. */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  const isOnTop = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(isOnTop, 'nothing covers it').toBe(true);
}

/** A long name wraps onto a second line instead of being cut to one ('Kathmandu …'). */
async function expectWrapsToTwoLines(target: Locator) {
  const { height, lineHeight, sideways } = await target.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    sideways: element.scrollWidth - element.clientWidth,
  }));
  expect(sideways, 'nothing hidden sideways').toBe(0);
  expect(height, 'two lines tall').toBeGreaterThanOrEqual(2 * lineHeight - 1);
}

/** Inside `outer` horizontally. */
async function expectWithin(inner: Locator, outer: Locator | Page) {
  const box = await inner.boundingBox();
  const bounds = 'boundingBox' in outer ? await outer.boundingBox() : { x: 0, width: outer.viewportSize()!.width };
  expect(box!.x).toBeGreaterThanOrEqual(bounds!.x - 0.5);
  expect(box!.x + box!.width).toBeLessThanOrEqual(bounds!.x + bounds!.width + 0.5);
}

test('at 360 px the welcome notice covers nothing, and long prices and names can be read', async ({ browser }) => {
  test.setTimeout(90_000);
  // A first visit: the welcome notice is showing.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  const welcome = page.getByRole('region', { name: 'Welcome to Beatpasal' });
  await expect(welcome).toBeVisible();
  await expectUncovered(page.getByRole('link', { name: /Join as Artist/ }));
  await expectUncovered(welcome.getByRole('button', { name: 'Got it' }));

  await page.getByRole('heading', { name: 'Explore Tracks' }).scrollIntoViewIfNeeded();
  const card = trackCard(page, TITLE);
  const price = card.getByText(PRICE);
  await expect(price).toBeVisible();
  await expectWithin(price, card);
  // Either the whole price fits, or it ends in an ellipsis and its title holds the whole of it.
  await expect(price).toHaveAttribute('title', PRICE);
  expect(await price.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis');
  const name = card.getByRole('link', { name: ARTIST });
  await expectWithin(name, card);
  await expectWrapsToTwoLines(name);
  await card.screenshot({ path: test.info().outputPath('card-360.png') });

  const artists = page.getByRole('region', { name: 'Artists' });
  const artistCard = artists.getByRole('link', { name: new RegExp(ARTIST) });
  await artistCard.scrollIntoViewIfNeeded();
  await expectWrapsToTwoLines(artistCard.getByText(ARTIST));

  await page.goto(`/artist/${artist.username}`);
  const tabs = page.getByRole('tablist', { name: 'Artist profile sections' });
  // The header (message, follow, share) may push the tabs below the first screen: what counts is that each
  // tab fits the width and nothing covers it once the tabs are in view.
  await tabs.scrollIntoViewIfNeeded();
  for (const name of ['Home', 'Songs', 'Likes', 'About', 'Contact']) {
    const tab = tabs.getByRole('tab', { name });
    await expect(tab).toBeInViewport({ ratio: 1 });
    await expectWithin(tab, page);
    await expectUncovered(tab);
  }
  await tabs.getByRole('tab', { name: 'Contact' }).click();
  await expect(tabs.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: test.info().outputPath('artist-360.png'), fullPage: true });
  await context.close();
});

test('on desktop the welcome notice leaves the carousel arrows free', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Welcome to Beatpasal' })).toBeVisible();
  await expectUncovered(page.getByRole('button', { name: 'Scroll artists right' }));
  await expectUncovered(page.getByRole('button', { name: 'Scroll artists left' }));
  await page.screenshot({ path: test.info().outputPath('home-1280.png') });
  await context.close();
});
