import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  createArtist,
  createBuyer,
  DEFAULT_PASSWORD,
  readMail,
  sameOrigin,
  signInAs,
  signInThroughForm,
  signUpVerified,
} from './helpers/accounts';
import { expectNoA11yViolations } from './helpers/a11y';
import { newPersonContext, seedArtist, uniqueWord } from './helpers/catalogue';
import { buyNow, expect, receiptPng, submitProof } from './helpers/purchases';
import { test } from './helpers/test';

/**
 * Issue 12, people and money (decision 031): a buyer disputes a rejected purchase and the admin,
 * seeing the proof and both sides' messages, resolves it; a suspended artist cannot sign in and
 * their open session stops working, and restoring them undoes it.
 */

test.use({ allowedConsoleErrors: [/the server responded with a status of (403|410) /] });

/** Listed in ADMIN_EMAILS by e2e/start-server.mjs. */
const ADMIN = { email: 'e2e-admin@example.com', password: DEFAULT_PASSWORD };

async function signInAdmin(page: Page) {
  await signUpVerified(page, page.request, ADMIN).catch(() => signInAs(page, ADMIN));
  // ADMIN_EMAILS grants the role at the account's next /api/me.
  await page.request.get('/api/me');
}

async function adminSection(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: name === 'Refunds' ? 'Refunds register' : name }),
  ).toBeVisible();
}

test('a buyer disputes a rejected purchase; the admin sees proof and messages and decides for the buyer', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = uniqueWord('Disputed');
  const artist = await seedArtist(browser, 'DJ Disputed', [
    { title, genre: 'Lo-Fi', bpm: 80, licences: [{ kind: 'lease', price: 1500 }] },
  ]);
  const artistId = ((await (await artist.page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;

  const buyerSide = await newPersonContext(browser);
  const buyer = buyerSide.page;
  const buyerAccount = await createBuyer(buyer, buyerSide.context.request);
  await buyNow(buyer, artist.tracks[0]!.id, 'Lease — NPR 1,500');
  await submitProof(buyer, await receiptPng(`dispute-${title}`), `TD${Date.now()}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();
  const purchaseId = new URL(buyer.url()).pathname.split('/').pop()!;
  const write = (page: Page, to: string, body: string) =>
    page.request.post(`/api/conversations/${to}/messages`, {
      data: { body, clientId: randomUUID() },
      headers: sameOrigin(),
    });
  expect((await write(buyer, artistId, 'I paid the full NPR 1,500 by eSewa.')).status()).toBe(201);
  const reject = await artist.page.request.post(`/api/purchases/${purchaseId}/reject`, {
    data: { reason: 'not_enough_fund', refundNpr: 1500 },
    headers: sameOrigin(),
  });
  expect(reject.status()).toBe(200);

  await buyer.goto('/buyer-dashboard');
  await buyer
    .getByRole('region', { name: 'Purchase History' })
    .getByRole('button', { name: 'Refund or dispute' })
    .click();
  const dialog = buyer.getByRole('dialog');
  await expect(dialog.getByText('The artist stated a refund of NPR 1,500.')).toBeVisible();
  await dialog.getByLabel('What happened?').fill('The artist rejected it and the refund never came.');
  await dialog.getByRole('button', { name: 'Send dispute' }).click();
  await expect(buyer.getByText('Your dispute was sent to the administrators.')).toBeVisible();

  const adminSide = await newPersonContext(browser);
  const admin = adminSide.page;
  await signInAdmin(admin);
  await adminSection(admin, 'Refunds');
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toContainText('Disputed');
  await expectNoA11yViolations(admin);
  await adminSection(admin, 'Disputes');
  await expectNoA11yViolations(admin);
  await admin.getByRole('link', { name: new RegExp(title) }).click();
  await expect(admin.getByText('The artist rejected it and the refund never came.')).toBeVisible();
  await expect(admin.getByText('I paid the full NPR 1,500 by eSewa.')).toBeVisible();
  await expect(admin.getByText('Rejected: Not enough fund')).toBeVisible();
  await expect(admin.getByText('Refund stated: NPR 1,500')).toBeVisible();
  await expect(admin.getByRole('img', { name: 'The buyer’s payment screenshot' })).toHaveJSProperty('complete', true);
  expect(
    await admin
      .getByRole('img', { name: 'The buyer’s payment screenshot' })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expectNoA11yViolations(admin);
  await admin.getByLabel('Decision').selectOption({ label: 'For the buyer' });
  await admin.getByLabel('Note to both sides (required)').fill('The artist confirms the refund within 2 days.');
  await admin.getByRole('button', { name: 'Send decision' }).click();
  await expect(admin.getByText('Decision sent to both sides.')).toBeVisible();

  const mail = await readMail(buyer.request, buyerAccount.email, { subject: /Dispute about order/ });
  expect(mail.text).toContain('Note from the administrators: The artist confirms the refund within 2 days.');
  await Promise.all([artist.context.close(), buyerSide.context.close(), adminSide.context.close()]);
});

test('a suspended artist cannot sign in and their open session stops working; restore undoes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const artistSide = await newPersonContext(browser);
  const artistPage = artistSide.page;
  const artist = await createArtist(artistPage, artistSide.context.request);
  await artistPage.goto('/artist-dashboard');
  await expect(artistPage.getByRole('heading', { level: 1 })).toBeVisible();

  const adminSide = await newPersonContext(browser);
  const admin = adminSide.page;
  await signInAdmin(admin);
  await adminSection(admin, 'Accounts');
  await admin.getByLabel('E-mail, username or id').fill(artist.email);
  await admin.getByRole('button', { name: 'Find' }).click();
  await expect(admin.getByText('State: Active')).toBeVisible();
  await expectNoA11yViolations(admin);
  await admin.getByLabel('Reason shown to the person (required)').fill('Selling beats that are not yours.');
  await admin.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText('State: Suspended')).toBeVisible();

  await expect
    .poll(async () => ((await (await artistPage.request.get('/api/me')).json()) as { user: unknown }).user)
    .toBeNull();
  await artistPage.goto(`/artist/${artist.username}`);
  await expect(artistPage.getByRole('heading', { level: 1, name: 'This account is suspended' })).toBeVisible();
  await signInThroughForm(artistPage, artist);
  await expect(
    artistPage.getByText('Your account is suspended. Contact support if you think this is a mistake.'),
  ).toBeVisible();
  const mail = await readMail(artistPage.request, artist.email, { subject: /is suspended/ });
  expect(mail.text).toContain('Reason: Selling beats that are not yours.');

  await admin.getByLabel('Reason shown to the person (required)').fill('Licences checked.');
  await admin.getByRole('button', { name: 'Restore' }).click();
  await expect(admin.getByText('State: Active')).toBeVisible();
  await signInThroughForm(artistPage, artist);
  await expect(artistPage).not.toHaveURL(/\/login/);
  await artistPage.goto(`/artist/${artist.username}`);
  await expect(artistPage.getByRole('heading', { level: 1, name: `DJ ${artist.username}` })).toBeVisible();
  await Promise.all([artistSide.context.close(), adminSide.context.close()]);
});
