import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/a11y';
import { claimUsername, dismissWelcomeUpFront, signUpVerified, uniqueUsername } from './helpers/accounts';
import {
  expectNoHorizontalOverflow,
  seedArtist,
  trackCard,
  uniqueWord,
  type TLicenceSeed,
  type TSeededArtist,
} from './helpers/catalogue';
import { expect, test } from './helpers/test';

/**
 * A visitor's journeys through the catalogue (spec §2.3–§2.5): home, genres, artists, an artist's
 * page and a track page; search with filters kept in the address; playing, sharing, liking.
 */

const word = uniqueWord('kora');
const TITLES = {
  oldest: `Oldest ${word}`,
  monsoon: `Monsoon ${word}`,
  himal: `Himal ${word}`,
  sunset: `Sunset ${word}`,
};

let aarav: TSeededArtist;
let bina: TSeededArtist;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  aarav = await seedArtist(browser, `Aarav ${word}`, [
    {
      title: TITLES.oldest,
      genre: 'Trap',
      bpm: 140,
      licences: [{ kind: 'lease', price: 900 }],
      cover: ['#0891b2', '#111827'],
    },
    {
      title: TITLES.monsoon,
      genre: 'R&B',
      bpm: 92,
      musicalKey: 'A minor',
      mood: 'Chill',
      tags: ['madal', 'nepali'],
      description: 'Warm keys over a slow madal groove.',
      licences: [
        { kind: 'lease', price: 1500 },
        { kind: 'exclusive', price: 25000 },
        { kind: 'full_rights', price: 'negotiable' },
      ],
      cover: ['#dc143c', '#3b0612'],
    },
    {
      title: TITLES.himal,
      genre: 'Trap',
      bpm: 150,
      mood: 'Dark',
      licences: [{ kind: 'non_exclusive', price: 3000 }],
      cover: ['#9333ea', '#111827'],
    },
  ]);
  const sunsetLicences: TLicenceSeed[] = [
    { kind: 'lease', price: 800 },
    { kind: 'exclusive', price: 'negotiable' },
  ];
  bina = await seedArtist(browser, `Bina ${word}`, [
    { title: TITLES.sunset, genre: 'R&B', bpm: 85, licences: sunsetLicences },
  ]);
});

test.afterAll(async () => {
  await aarav?.context.close();
  await bina?.context.close();
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

const explore = (page: Page) => page.getByRole('region', { name: 'Explore Tracks' });

test('a visitor browses home → genre → artist → track', async ({ page }) => {
  await page.goto('/');
  const home = explore(page);
  await expect(trackCard(home, TITLES.himal)).toBeVisible();
  await expect(trackCard(home, TITLES.monsoon)).toBeVisible();
  await expect(trackCard(home, TITLES.sunset)).toBeVisible();
  // Only the two latest tracks of each artist are on the home page.
  await expect(trackCard(home, TITLES.oldest)).toHaveCount(0);

  const himal = trackCard(home, TITLES.himal);
  await expect(himal.getByRole('link', { name: '3 tracks by this artist' })).toHaveText('3 tracks');
  await expect(himal).toContainText('From NPR 3,000');
  await expect(trackCard(home, TITLES.monsoon)).toContainText('From NPR 1,500');
  const sunset = trackCard(home, TITLES.sunset);
  await expect(sunset).toContainText('From NPR 800');
  await expect(sunset.getByRole('link', { name: /tracks by this artist/ })).toHaveCount(0);

  const artists = page.getByRole('region', { name: 'Artists' });
  await expect(artists.getByRole('link', { name: `Aarav ${word} Artist 3 tracks` })).toBeVisible();
  await expect(artists.getByRole('link', { name: `Bina ${word} Artist 1 track` })).toBeVisible();
  await expect(artists.getByRole('link', { name: 'Show more artists' })).toHaveAttribute('href', '/artists');

  await page.getByRole('region', { name: 'Browse by Genre' }).getByRole('link', { name: 'R&B', exact: true }).click();
  await expect(page).toHaveURL('/genre/R%26B');
  await expect(page.getByRole('heading', { level: 1, name: 'Genre: R&B' })).toBeVisible();
  await expect(trackCard(page, TITLES.monsoon)).toBeVisible();
  await expect(trackCard(page, TITLES.sunset)).toBeVisible();
  await expect(trackCard(page, TITLES.himal)).toHaveCount(0);

  await trackCard(page, TITLES.monsoon).getByRole('link', { name: aarav.displayName, exact: true }).click();
  await expect(page).toHaveURL(`/artist/${aarav.username}`);
  await expect(page.getByRole('heading', { level: 1, name: aarav.displayName })).toBeVisible();
  await expect(page.getByText(`@${aarav.username}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Message/ })).toHaveCount(0);

  const homeTab = page.getByRole('tab', { name: 'Home' });
  await expect(homeTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Beats from Kathmandu.');
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('link', { name: `Buy ${TITLES.himal}` })).toHaveAttribute(
    'href',
    `/track/${aarav.tracks[2]?.id}`,
  );

  await homeTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Songs' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Songs' })).toHaveAttribute('aria-selected', 'true');
  const table = panel.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Track', 'Genre', 'BPM', 'Status', 'Play', 'Buy']);
  await expect(table.getByRole('row', { name: new RegExp(TITLES.monsoon) })).toContainText('Available');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Likes' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('0 likes').filter({ visible: true })).toHaveCount(3);

  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveText('This artist has not shared any contact details.');

  await page.keyboard.press('Home');
  await page.getByRole('tabpanel').getByRole('link', { name: TITLES.monsoon, exact: true }).click();
  await expect(page).toHaveURL(`/track/${aarav.tracks[1]?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLES.monsoon })).toBeVisible();
  await expect(page).toHaveTitle(`${TITLES.monsoon} · Beatpasal`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: new RegExp(aarav.displayName) }).first()).toHaveAttribute(
    'href',
    `/artist/${aarav.username}`,
  );
  const details = main.getByRole('region', { name: 'Track details' });
  await expect(details.getByRole('link', { name: 'R&B' })).toHaveAttribute('href', '/genre/R%26B');
  await expect(details).toContainText('92');
  await expect(details).toContainText('A minor');
  await expect(details).toContainText('Chill');
  await expect(details.getByRole('link', { name: '#madal' })).toBeVisible();
  await expect(details).toContainText('Warm keys over a slow madal groove.');

  const licences = main.getByRole('region', { name: 'Licenses' });
  await expect(licences).toContainText('NPR 1,500');
  await expect(licences).toContainText('NPR 25,000');
  await expect(licences).toContainText('Negotiate');
  await expect(licences).toContainText('Please sign up or log in as a buyer to purchase.');
  await expect(licences).not.toContainText('You must be logged in as a Buyer');
  // A visitor may fill a cart kept in this browser, but only a buyer has Buy Now.
  await expect(licences.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(licences.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
});

test('a visitor searches with filters, and the address keeps the search through a reload', async ({ page }) => {
  await page.goto('/');
  const section = explore(page);
  await section.getByRole('searchbox', { name: 'Search tracks' }).fill(word);
  await section.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/?q=${word}`);
  await expect(section.getByRole('status').filter({ hasText: `Results for “${word}”` })).toBeVisible();
  // A search covers the whole catalogue, not just the two latest tracks per artist.
  for (const title of Object.values(TITLES)) await expect(trackCard(section, title)).toBeVisible();

  await section.getByRole('button', { name: 'Filters' }).click();
  const filters = section.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Genre').selectOption('Trap');
  await filters.getByLabel('Lowest BPM').fill('145');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(`/?q=${word}&genre=Trap&bpmMin=145`);
  await expect(trackCard(section, TITLES.himal)).toBeVisible();
  await expect(trackCard(section, TITLES.oldest)).toHaveCount(0);
  await expect(trackCard(section, TITLES.monsoon)).toHaveCount(0);

  await page.reload();
  const reloaded = explore(page);
  await expect(reloaded.getByRole('searchbox', { name: 'Search tracks' })).toHaveValue(word);
  await expect(reloaded.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(trackCard(reloaded, TITLES.himal)).toBeVisible();
  await expect(trackCard(reloaded, TITLES.oldest)).toHaveCount(0);
  await expect(reloaded.getByLabel('Sort by')).toHaveValue('relevance');

  await reloaded.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(`/?q=${word}`);
  await expect(trackCard(reloaded, TITLES.oldest)).toBeVisible();

  await page.goto(`/?q=${word}&priceMax=1000`);
  await expect(trackCard(explore(page), TITLES.oldest)).toBeVisible();
  await expect(trackCard(explore(page), TITLES.himal)).toHaveCount(0);

  await page.goto(`/?q=${word}&mood=Happy`);
  await expect(explore(page)).toContainText('No tracks match your search. Try fewer filters or another word.');
  await explore(page).getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(`/?q=${word}`);
  await expect(trackCard(explore(page), TITLES.monsoon)).toBeVisible();
});

test('a typo in the bpm range is explained before anything is asked of the server', async ({ page }) => {
  await page.goto(`/?q=${word}`);
  const section = explore(page);
  await section.getByRole('button', { name: 'Filters' }).click();
  const filters = section.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Lowest BPM').fill('160');
  await filters.getByLabel('Highest BPM').fill('90');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters).toContainText('The lowest BPM cannot be above the highest.');
  await expect(page).toHaveURL(`/?q=${word}`);
});

test('a visitor plays a preview in the bottom player', async ({ page }) => {
  await page.goto(`/track/${aarav.tracks[1]?.id}`);
  await page.getByRole('button', { name: `Play ${TITLES.monsoon}` }).click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player).toBeVisible();
  await expect(player).toContainText(TITLES.monsoon);
});

test('a visitor who likes a track is asked to log in', async ({ page }) => {
  await page.goto('/');
  const like = trackCard(explore(page), TITLES.himal).getByRole('button', { name: `Like ${TITLES.himal}` });
  await like.click();
  await expect(page.getByText('Please log in to like tracks.')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test.describe('sharing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a visitor copies the link of a track and of an artist', async ({ page }) => {
    await page.goto(`/track/${aarav.tracks[1]?.id}`);
    await page.getByRole('button', { name: `Share ${TITLES.monsoon}` }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.goto(`/artist/${bina.username}`);
    const share = page.getByRole('button', { name: `Share ${bina.displayName}` });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(share).toBeFocused();
    await share.click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/artist/${bina.username}`, page.url()).toString(),
    );
  });
});

test.describe('pages that do not exist', () => {
  test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] });

  test('an unknown artist or track says so, and the address answers 404', async ({ page }) => {
    expect((await page.goto('/artist/nobody_here'))?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No artist found with username @nobody_here' }),
    ).toBeVisible();
    expect((await page.goto('/track/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Track not found.' })).toBeVisible();
    await page.goto('/genre/Polka');
    await expect(page.getByText('There is no genre called “Polka”.')).toBeVisible();
  });
});

test('all genres and all artists list what was uploaded', async ({ page }) => {
  await page.goto('/genres');
  await expect(page.getByRole('heading', { level: 1, name: 'All Genres' })).toBeVisible();
  const rnb = page.getByRole('link', { name: /^R&B \d+ tracks$/ }).first();
  await expect(rnb).toHaveAttribute('href', '/genre/R%26B');
  await expect(page.getByRole('heading', { name: 'Browse by Genre' })).toBeVisible();

  await page.goto('/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'All Artists' })).toBeVisible();
  const names = page.getByRole('main').getByRole('link', { name: new RegExp(word) });
  await expect(names).toHaveText([new RegExp(`Aarav ${word}.*3 tracks`), new RegExp(`Bina ${word}.*1 track`)]);
});

const pagesToCheck = () => [
  '/',
  '/genres',
  '/genre/R%26B',
  '/artists',
  `/artist/${aarav.username}`,
  `/artist/${aarav.username}?tab=songs`,
  `/track/${aarav.tracks[1]?.id}`,
  '/library',
];

async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

test('axe finds no violations on the catalogue pages at desktop width', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of pagesToCheck()) {
    await page.goto(path);
    await waitForContent(page);
    await expectNoA11yViolations(page);
  }
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the catalogue pages fit and axe finds no violations', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of pagesToCheck()) {
      await page.goto(path);
      await waitForContent(page);
      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page);
    }
  });

  test('the artists carousel scrolls 300 px per button press', async ({ page, browser }) => {
    // Enough artists to overflow a phone screen, whatever other journeys left behind.
    for (let index = 0; index < 3; index += 1) {
      const context = await browser.newContext();
      const other = await context.newPage();
      await signUpVerified(other, context.request);
      await claimUsername(other, uniqueUsername('carousel'), 'artist');
      await context.close();
    }
    await page.goto('/');
    const artists = page.getByRole('region', { name: 'Artists' });
    const list = artists.getByRole('list');
    await expect(list.getByRole('listitem').nth(4)).toBeAttached();
    await artists.getByRole('button', { name: 'Scroll artists right' }).click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(300);
    await artists.getByRole('button', { name: 'Scroll artists left' }).click();
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(0);
  });
});
