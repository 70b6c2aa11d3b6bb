import type { Page } from '@playwright/test';
import { createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { seedArtist, trackCard, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { nt } from './helpers/nepali';
import { expect, test } from './helpers/test';

/**
 * A page the server rendered as a visitor sees it (decision 072), then hydrated: below a phone's
 * first screen too, what a person sees and can do is what a page rendered in the browser shows.
 */

const PHONE = { width: 412, height: 823 };
const TITLE = `Tal ${uniqueWord('hydr')}`;

let artist: TSeededArtist;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  artist = await seedArtist(browser, `Lake ${uniqueWord('hydr')}`, [
    { title: TITLE, genre: 'Lo-Fi', bpm: 80, licences: [{ kind: 'lease', price: 700 }], cover: ['#0ea5e9', '#0c0a09'] },
  ]);
});

test.afterAll(async () => {
  await artist?.context.close();
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

const explore = (page: Page) => page.locator('#explore');
const coverOf = (page: Page) => trackCard(explore(page), TITLE).locator('img').first();

test('the feed below the first screen loads its covers once scrolled near, not before', async ({ page }) => {
  await page.goto('/');
  await expect(trackCard(explore(page), TITLE)).toBeAttached();
  await expect(coverOf(page)).not.toHaveAttribute('src');
  await explore(page).getByRole('heading', { level: 2 }).first().scrollIntoViewIfNeeded();
  await expect(coverOf(page)).toHaveAttribute('src', /\.webp$/);
});

test('a press below the first screen does what it says', async ({ page }) => {
  await page.goto('/');
  await trackCard(explore(page), TITLE)
    .getByRole('button', { name: `Play ${TITLE}` })
    .click();
  await expect(trackCard(explore(page), TITLE).getByRole('button', { name: `Pause ${TITLE}` })).toBeVisible();

  // A screen reader presses a link without a pointer or focus first: the app still moves in place.
  await page.goto('/genres');
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'About' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL('/about');
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
});

test('Nepali chosen on a rendered page shows the feed below in Nepali', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /नेपाली/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await explore(page).scrollIntoViewIfNeeded();
  await expect(explore(page).getByRole('heading', { name: nt('catalogue.home.exploreTitle') })).toBeVisible();
  // A label is an attribute, which hydration would keep as the server wrote it (in English).
  await expect(
    trackCard(explore(page), TITLE).getByRole('button', { name: nt('catalogue.play.play', { title: TITLE }) }),
  ).toBeVisible();
  await expect(coverOf(page)).toHaveAttribute('src', /\.webp$/);
});

test('a signed-in buyer sees their like in the feed below the first screen', async ({ page, request }) => {
  await createBuyer(page, request);
  await page.goto(`/track/${artist.tracks[0]?.id}`);
  await page.getByRole('button', { name: `Like ${TITLE}` }).click();
  await expect(page.getByRole('button', { name: `Like ${TITLE}` })).toHaveAttribute('aria-pressed', 'true');

  // The server renders the feed as a visitor sees it; once the session is known it is read again.
  const readAgain = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/tracks');
  await page.goto('/');
  await readAgain;
  await explore(page).scrollIntoViewIfNeeded();
  await expect(trackCard(explore(page), TITLE).getByRole('button', { name: `Like ${TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
