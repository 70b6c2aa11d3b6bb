import type { Page } from '@playwright/test';
import { DEFAULT_PASSWORD, readMail, signInAs, signUpVerified } from './helpers/accounts';
import { expectNoA11yViolations } from './helpers/a11y';
import { newPersonContext, seedArtist, uniqueWord } from './helpers/catalogue';
import { expect as baseExpect, test } from './helpers/test';

/**
 * Issue 12's copyright takedown: a visitor files a notice on /dispute, the track is hidden at once,
 * the artist answers from /strikes, and the admin reads both and restores the track. Axe checks
 * the notice form and every admin queue page on the way.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
/** Listed in ADMIN_EMAILS by e2e/start-server.mjs. */
const ADMIN = { email: 'e2e-admin@example.com', password: DEFAULT_PASSWORD };

async function signInAdmin(page: Page) {
  await signUpVerified(page, page.request, ADMIN).catch(() => signInAs(page, ADMIN));
}

test('a visitor files a takedown; the track is hidden; the artist answers; the admin restores it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Nakkal ${uniqueWord('td')}`;
  const artist = await seedArtist(browser, `Sabin ${uniqueWord('td')}`, [{ title, genre: 'Trap', bpm: 140 }]);
  const trackId = artist.tracks[0]!.id;

  const visitor = await newPersonContext(browser);
  await visitor.page.goto('/dispute');
  const form = visitor.page.getByRole('region', { name: 'File a copyright takedown notice' });
  await expect(form.getByRole('heading', { name: 'File a copyright takedown notice' })).toBeVisible();
  await expectNoA11yViolations(visitor.page);
  await form.getByLabel('Your full name', { exact: true }).fill('Sita Rai');
  await form.getByLabel('Your e-mail address').fill('sita@example.com');
  await form
    .getByLabel('Your original work (what it is and where it was published)')
    .fill('My beat "Monsoon", on my YouTube channel since 2024.');
  await form
    .getByLabel('Link to the track on Beatpasal')
    .fill(new URL(`/track/${trackId}`, visitor.page.url()).toString());
  await form.getByRole('button', { name: 'Send notice' }).click();
  await expect(form.getByText('Confirm the statement of good faith.')).toBeVisible();
  await form.getByLabel(/I believe in good faith/).check();
  await form.getByLabel('Signature (type your full name)').fill('Sita Rai');
  await form.getByRole('button', { name: 'Send notice' }).click();
  await expect(
    visitor.page.getByText('Your notice was received. The track is hidden while an administrator reviews it.'),
  ).toBeVisible();
  await visitor.page.goto(`/track/${trackId}`);
  await expect(visitor.page.getByRole('heading', { name: 'This track is unavailable.' })).toBeVisible();

  const mail = await readMail(artist.context.request, artist.email, { subject: /copyright notice/ });
  expect(mail.text).toContain('Sita Rai says');
  await artist.page.goto('/strikes');
  const notice = artist.page.getByRole('listitem').filter({ hasText: 'Sita Rai says' });
  await notice
    .getByLabel('Your answer (counter-statement)')
    .fill('I made this beat in 2023; the project file is dated.');
  await notice.getByRole('button', { name: 'Send answer' }).click();
  await expect(notice.getByText('Your answer: I made this beat in 2023; the project file is dated.')).toBeVisible();

  const adminSide = await newPersonContext(browser);
  const admin = adminSide.page;
  await signInAdmin(admin);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expectNoA11yViolations(admin);
  const sections = admin.getByRole('navigation', { name: 'Admin sections' });
  for (const section of ['Contact messages', 'Appeals']) {
    await sections.getByRole('link', { name: section }).click();
    await expect(admin.getByRole('heading', { level: 1, name: section })).toBeVisible();
    await expectNoA11yViolations(admin);
  }
  await sections.getByRole('link', { name: 'Takedowns' }).click();
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: title }) });
  await expect(card.getByText('From Sita Rai <sita@example.com>, signed "Sita Rai"')).toBeVisible();
  await expect(card.getByText('I made this beat in 2023; the project file is dated.')).toBeVisible();
  await expectNoA11yViolations(admin);
  await card.getByLabel('Note to the people affected (required)').fill('The artist showed the dated project file.');
  const answered = admin.waitForResponse(
    (response) => response.url().includes('/api/admin/takedowns/') && response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Restore track' }).click();
  expect((await answered).status()).toBe(200);
  await expect(admin.getByText('Done. The action is in the audit log.').first()).toBeVisible();

  await visitor.page.goto(`/track/${trackId}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await Promise.all([artist.context.close(), adminSide.context.close(), visitor.context.close()]);
});
