import type { Page } from '@playwright/test';
import { BUYER_DETAILS, createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { seedArtist, toneWav, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import {
  buyNow,
  downloadedBytes,
  expect,
  markAsPaid,
  orderReference,
  pdfText,
  receiptPng,
  submitProof,
} from './helpers/purchases';
import { test } from './helpers/test';

/** Journey 1 of issue 8: a lease bought, proved, confirmed live by the artist, downloaded with its agreement. */

let artist: TSeededArtist;
const title = uniqueWord('Lease');

test.beforeAll(async ({ browser }) => {
  // Sign-ups, profile pictures and audio processing on a busy machine.
  test.setTimeout(180_000);
  artist = await seedArtist(browser, 'DJ Lease', [
    { title, genre: 'Trap', bpm: 140, licences: [{ kind: 'lease', price: 1500, deliverables: ['mp3', 'wav'] }] },
  ]);
  await dismissWelcomeUpFront(artist.page);
});

test.afterAll(async () => {
  await artist?.context.close();
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomeUpFront(page);
});

const newPurchases = (page: Page) => page.getByRole('region', { name: 'New purchases' });

test('a buyer buys a lease, the artist confirms it live, the buyer downloads the master and the agreement', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await createBuyer(page, request);
  const trackId = artist.tracks[0]!.id;
  await artist.page.goto('/artist-dashboard');
  await expect(newPurchases(artist.page)).toContainText('No purchases waiting for you.');
  await expect(artist.page.getByText('Updates live')).toBeVisible();

  await buyNow(page, trackId, 'Lease — NPR 1,500');
  await expect(page.getByRole('main')).toContainText(title);
  await expect(page.getByRole('tab', { name: /eSewa/ })).toHaveAttribute('aria-selected', 'true');
  const reference = await orderReference(page);
  expect(reference).toMatch(/^BP-/);

  await page.reload();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Payment Done' }).click();
  await expect(page.getByText('Please select a screenshot file.')).toBeVisible();
  await submitProof(page, await receiptPng(`lease-${reference}`), `TXN${reference.slice(3)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();
  await expect(page.getByText(`Your order reference: ${reference}`)).toBeVisible();

  const row = newPurchases(artist.page).getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(BUYER_DETAILS.fullName);
  await markAsPaid(artist.page, `Mark as Paid: ${reference}`, reference);
  await expect(artist.page.getByText('Marked as paid. The buyer can download now.')).toBeVisible();

  await page.goto('/buyer-dashboard');
  const history = page.getByRole('region', { name: 'Purchase History' });
  const purchase = history.getByRole('row', { name: new RegExp(title) });
  const [master] = await Promise.all([
    page.waitForEvent('download'),
    purchase.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(master.suggestedFilename()).toBe(`${title} - DJ Lease (Lease).wav`);
  expect((await downloadedBytes(master)).equals(toneWav())).toBe(true);

  const agreementButton = purchase.getByRole('button', { name: 'Agreement (PDF)' });
  await expect(agreementButton).toBeEnabled({ timeout: 30_000 });
  const [agreement] = await Promise.all([page.waitForEvent('download'), agreementButton.click()]);
  const text = pdfText(await downloadedBytes(agreement));
  expect(text).toContain(BUYER_DETAILS.fullName);
  expect(text).toContain('NPR 1,500');
  expect(text).toContain(reference);

  await page.goto('/library?tab=purchased');
  const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Purchased');
  await expect(card).toContainText('Licence: Lease');
});
