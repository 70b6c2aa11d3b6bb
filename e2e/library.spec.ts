import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/a11y';
import { createBuyer, dismissWelcomeUpFront, sameOrigin } from './helpers/accounts';
import { expectNoHorizontalOverflow, seedArtist, trackCard, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { expect, test } from './helpers/test';

/** Likes and the library (spec §2.4, §4 like toggle, §6): a buyer likes tracks and finds them in Your Library. */

const word = uniqueWord('lib');
const TITLES = { first: `Jhyaure ${word}`, second: `Rodhi ${word}` };

let artist: TSeededArtist;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  artist = await seedArtist(browser, `Chhiring ${word}`, [
    {
      title: TITLES.first,
      genre: 'Lo-Fi',
      bpm: 80,
      licences: [{ kind: 'lease', price: 2000 }],
      cover: ['#16a34a', '#052e16'],
    },
    {
      title: TITLES.second,
      genre: 'Pop',
      bpm: 110,
      licences: [{ kind: 'lease', price: 2500 }],
      cover: ['#ea580c', '#431407'],
    },
  ]);
});

test.afterAll(async () => {
  await artist?.context.close();
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

const likeButton = (page: Page, title: string) => trackCard(page, title).getByRole('button', { name: `Like ${title}` });

test('a buyer likes tracks and finds them in the library, newest like first', async ({ page, request }) => {
  await createBuyer(page, request);
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Library' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Liked Tracks', 'Purchased Tracks', 'Following']);
  await expect(page.getByText("You haven't liked any tracks yet.")).toBeVisible();

  await page.goto('/');
  const first = likeButton(page, TITLES.first);
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(trackCard(page, TITLES.first)).toContainText('1 like');

  await page.goto(`/track/${artist.tracks[1]?.id}`);
  const onTrackPage = page.getByRole('button', { name: `Like ${TITLES.second}` });
  await onTrackPage.click();
  await expect(onTrackPage).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Your Library' }).first().click();
  await expect(page).toHaveURL('/library');
  const liked = page.getByRole('list', { name: 'Liked Tracks' });
  await expect(liked.getByRole('article')).toHaveCount(2);
  await expect(liked.getByRole('heading')).toHaveText([TITLES.second, TITLES.first]);

  // Unliking in the library keeps the card until the next visit, so a slip can be undone.
  const unlike = likeButton(page, TITLES.first);
  await unlike.click();
  await expect(unlike).toHaveAttribute('aria-pressed', 'false');
  await expect(trackCard(page, TITLES.first)).toContainText('0 likes');
  await page.reload();
  await expect(liked.getByRole('heading')).toHaveText([TITLES.second]);

  await page.getByRole('tab', { name: 'Liked Tracks' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Purchased Tracks' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('No tracks purchased yet.');
  await expect(page).toHaveURL('/library?tab=purchased');
});

test('likes from two people add up, and the count survives a reload', async ({ page, request, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createBuyer(otherPage, other.request);
  const response = await otherPage.request.put(`/api/tracks/${artist.tracks[0]?.id}/like`, { headers: sameOrigin() });
  expect(response.ok(), 'the other buyer likes the track').toBe(true);
  await other.close();

  await createBuyer(page, request);
  await page.goto(`/track/${artist.tracks[0]?.id}`);
  const like = page.getByRole('button', { name: `Like ${TITLES.first}` });
  await expect(page.getByRole('main')).toContainText('1 like');
  await like.click();
  await expect(page.getByRole('main')).toContainText('2 likes');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main')).toContainText('2 likes');
});

test('an artist cannot like their own track', async ({ page, browser }) => {
  const own = await browser.newContext();
  const ownPage = await own.newPage();
  await ownPage.context().addCookies(await artist.context.cookies());
  await dismissWelcomeUpFront(ownPage);
  await ownPage.goto(`/track/${artist.tracks[0]?.id}`);
  await ownPage.getByRole('button', { name: `Like ${TITLES.first}` }).click();
  await expect(ownPage.getByText("You can't like your own track.")).toBeVisible();
  await expect(ownPage.getByRole('button', { name: `Like ${TITLES.first}` })).toHaveAttribute('aria-pressed', 'false');
  await own.close();
  await page.goto('/');
});

test('a visitor sees an invitation to sign in, not a library', async ({ page }) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Library' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to see your library' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?next=%2Flibrary',
  );
  await expect(page.getByRole('tab')).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`the library of a buyer has no axe violations at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await createBuyer(page, request);
    const response = await page.request.put(`/api/tracks/${artist.tracks[1]?.id}/like`, { headers: sameOrigin() });
    expect(response.ok(), 'the buyer likes a track').toBe(true);
    await page.goto('/library');
    await expect(trackCard(page, TITLES.second)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoA11yViolations(page);
    await page.getByRole('tab', { name: 'Purchased Tracks' }).click();
    await expect(page.getByText('No tracks purchased yet.')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
