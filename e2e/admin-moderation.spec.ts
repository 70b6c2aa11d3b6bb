import type { Page } from '@playwright/test';
import { createBuyer, DEFAULT_PASSWORD, readMail, signInAs, signUpVerified } from './helpers/accounts';
import { newPersonContext, seedArtist, uniqueWord } from './helpers/catalogue';
import { expect as baseExpect, test } from './helpers/test';

/**
 * Issue 12's moderation journey: a buyer reports a track, the admin hides it and warns the artist,
 * the track leaves the public list and its page says it is unavailable, the artist gets the e-mail
 * and reads the strike, and the admin restores the track.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
/** Listed in ADMIN_EMAILS by e2e/start-server.mjs. */
const ADMIN = { email: 'e2e-admin@example.com', password: DEFAULT_PASSWORD };

async function signInAdmin(page: Page) {
  await signUpVerified(page, page.request, ADMIN).catch(() => signInAs(page, ADMIN));
}

async function actOnReport(page: Page, title: string, reason: string, button: string) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByLabel('Reason shown to the person (required)').fill(reason);
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/admin/') && response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: button }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Done. The action is in the audit log.').first()).toBeVisible();
}

test('buyer reports a track; admin hides it and warns; the artist is told; admin restores it', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Chori ${uniqueWord('mod')}`;
  const artist = await seedArtist(browser, `Kabir ${uniqueWord('mod')}`, [{ title, genre: 'Trap', bpm: 140 }]);
  const trackId = artist.tracks[0]!.id;

  const buyerSide = await newPersonContext(browser);
  await createBuyer(buyerSide.page, buyerSide.context.request);
  await buyerSide.page.goto(`/track/${trackId}`);
  await buyerSide.page.getByRole('button', { name: 'Report' }).click();
  const dialog = buyerSide.page.getByRole('dialog', { name: 'Report this track' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Copyright' });
  await dialog.getByLabel('Details (optional)').fill('This is my beat from 2023.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(buyerSide.page.getByText('Thank you. The administrators will look at your report.')).toBeVisible();

  const adminSide = await newPersonContext(browser);
  const admin = adminSide.page;
  await signInAdmin(admin);
  await admin.goto('/');
  await admin.getByRole('link', { name: 'Admin', exact: true }).first().click();
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Reports' }).click();
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  await expect(admin.getByText('This is my beat from 2023.')).toBeVisible();
  await actOnReport(admin, title, 'Copyright claim under review.', 'Hide track');
  await admin.getByRole('button', { name: 'Actioned' }).click();
  await expect(admin.getByText('Hidden now')).toBeVisible();
  await actOnReport(admin, title, 'Uploading a beat that is not yours.', 'Warn');

  const visitor = await newPersonContext(browser);
  await visitor.page.goto(`/artist/${artist.username}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await visitor.page.goto(`/track/${trackId}`);
  await expect(visitor.page.getByRole('heading', { name: 'This track is unavailable.' })).toBeVisible();

  const mail = await readMail(artist.context.request, artist.email, { subject: /was hidden/ });
  expect(mail.text).toContain('Reason: Copyright claim under review.');
  await artist.page.goto('/strikes');
  await expect(artist.page.getByText('Uploading a beat that is not yours.')).toBeVisible();

  await actOnReport(admin, title, 'The artist proved authorship.', 'Restore track');
  await visitor.page.goto(`/artist/${artist.username}`);
  await expect(visitor.page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await visitor.page.goto(`/track/${trackId}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await Promise.all([
    artist.context.close(),
    buyerSide.context.close(),
    adminSide.context.close(),
    visitor.context.close(),
  ]);
});
