import { createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { expect, test } from './helpers/test';

/** The track page for a buyer (spec §2.4: licence dropdown, Buy Now, Negotiate), the buyers-only Message button, and sharing's failures (§8). */

const title = `Rato ${uniqueWord('tp')}`;
let artist: TSeededArtist;
let artistId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  artist = await seedArtist(browser, `Dawa ${uniqueWord('tp')}`, [
    {
      title,
      genre: 'Hip-Hop',
      bpm: 96,
      licences: [
        { kind: 'lease', price: 1200 },
        { kind: 'exclusive', price: 30000 },
        { kind: 'full_rights', price: 'negotiable' },
      ],
      cover: ['#ca8a04', '#1c1917'],
    },
  ]);
  const profile = await artist.page.request.get(`/api/profiles/${artist.username}`);
  artistId = ((await profile.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await artist?.context.close();
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

test('a buyer chooses a licence and Buy Now carries it to checkout', async ({ page, request }) => {
  await createBuyer(page, request);
  await page.goto(`/track/${artist.tracks[0]?.id}`);
  const licences = page.getByRole('region', { name: 'Licenses' });
  const select = licences.getByRole('combobox', { name: 'License' });
  await expect(select.getByRole('option')).toHaveText(['-- Select License --', 'Lease — NPR 1,200', 'Exclusive — NPR 30,000', 'Full Rights — Negotiate']);
  await expect(licences).not.toContainText('You must be logged in as a Buyer');

  await licences.getByRole('button', { name: 'Buy Now' }).click();
  await expect(licences).toContainText('Select a license before buying.');
  await expect(select).toHaveAttribute('aria-invalid', 'true');

  await select.selectOption({ label: 'Full Rights — Negotiate' });
  await expect(licences.getByRole('link', { name: 'Negotiate' })).toHaveAttribute('href', `/messages/${artistId}`);

  await select.selectOption({ label: 'Exclusive — NPR 30,000' });
  await licences.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(`/checkout/${artist.tracks[0]?.id}?licence=exclusive`);
  // React Router keeps navigation state under `usr` in the history entry.
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({ licenceKind: 'exclusive' });
});

test('only buyers see the Message button on an artist page', async ({ page, request }) => {
  await page.goto(`/artist/${artist.username}`);
  await expect(page.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Message/ })).toHaveCount(0);

  await createBuyer(page, request);
  await page.reload();
  await expect(page.getByRole('link', { name: `Message ${artist.displayName}` })).toHaveAttribute('href', `/messages/${artistId}`);
});

test('the system share sheet closed without sharing says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: () => Promise.reject(new DOMException('Share canceled', 'AbortError')) });
  });
  await page.goto(`/track/${artist.tracks[0]?.id}`);
  await page.getByRole('button', { name: `Share ${title}` }).click();
  await page.getByRole('button', { name: 'Share via...' }).click();
  await expect(page.getByText('Sharing was cancelled.')).toBeVisible();
});

test('a link that cannot be copied says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } });
  });
  await page.goto(`/track/${artist.tracks[0]?.id}`);
  await page.getByRole('button', { name: `Share ${title}` }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Failed to copy link.')).toBeVisible();
});
