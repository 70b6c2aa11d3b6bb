import type { Browser, Page } from '@playwright/test';
import { createBuyer, dismissWelcomeUpFront, readMail, sameOrigin, type TMember } from './helpers/accounts';
import { newPersonContext, seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { buyNow, expect, markAsPaid, orderReference, receiptPng, submitProof } from './helpers/purchases';
import { test } from './helpers/test';

/** Journeys 2–4 of issue 8: an exclusive sold once, a rejection with refund, and reused proof refused. */

test.use({ allowedConsoleErrors: [/the server responded with a status of 409/] });

let artist: TSeededArtist;
const exclusiveTitle = uniqueWord('Exclusive');
const leaseTitle = uniqueWord('Refund');

test.beforeAll(async ({ browser }) => {
  // Sign-ups, profile pictures and audio processing on a busy machine.
  test.setTimeout(180_000);
  artist = await seedArtist(browser, 'DJ Decides', [
    { title: exclusiveTitle, genre: 'Drill', bpm: 142, licences: [{ kind: 'exclusive', price: 30000 }] },
    { title: leaseTitle, genre: 'Lo-Fi', bpm: 80, licences: [{ kind: 'lease', price: 1500 }] },
  ]);
  await dismissWelcomeUpFront(artist.page);
});

test.afterAll(async () => {
  await artist?.context.close();
});

/** A new buyer in a browser of their own who has paid for `licence` of the track and sent proof; returns the order reference. */
async function buyerWithProof(
  browser: Browser,
  trackId: string,
  licence: string,
  label: string,
): Promise<{ page: Page; buyer: TMember; reference: string }> {
  const { page, context } = await newPersonContext(browser);
  const buyer = await createBuyer(page, context.request);
  await buyNow(page, trackId, licence);
  const reference = await orderReference(page);
  await submitProof(page, await receiptPng(`${label}-${reference}`), `T${reference.slice(3)}${label.length}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();
  return { page, buyer, reference };
}

const historyRow = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Purchase History' }).getByRole('row', { name: new RegExp(title) });

test('two buyers pay for the exclusive; the artist approves one, the track is SOLD and the other is closed with its buyer told', async ({
  browser,
  page,
}) => {
  test.setTimeout(480_000);
  const trackId = artist.tracks[0]!.id;
  const first = await buyerWithProof(browser, trackId, 'Exclusive — NPR 30,000', 'first');
  const second = await buyerWithProof(browser, trackId, 'Exclusive — NPR 30,000', 'second');

  await artist.page.goto('/artist-dashboard');
  const waiting = artist.page.getByRole('region', { name: 'New purchases' });
  await expect(waiting.getByRole('row', { name: new RegExp(second.reference) })).toBeVisible();
  await markAsPaid(artist.page, `Mark as Paid: ${first.reference}`, first.reference);
  await expect(artist.page.getByText('Marked as paid. The buyer can download now.')).toBeVisible();
  await expect(waiting.getByRole('row', { name: new RegExp(second.reference) })).toHaveCount(0);

  const refused = await artist.page.request.get('/api/me/sales?status=rejected');
  const closed = ((await refused.json()) as { items: { id: string; reference: string; status: string }[] }).items.find(
    (item) => item.reference === second.reference,
  );
  expect(closed?.status).toBe('closed');
  const again = await artist.page.request.post(`/api/purchases/${closed!.id}/approve`, { headers: sameOrigin() });
  expect(again.status()).toBe(409);

  await dismissWelcomeUpFront(page);
  await page.goto(`/track/${trackId}`);
  await expect(page.getByText('This track has been sold and is no longer available.')).toBeVisible();

  await second.page.goto('/buyer-dashboard');
  await expect(historyRow(second.page, exclusiveTitle)).toContainText('Closed: sold exclusively to another buyer');
  const mail = await readMail(second.page.request, second.buyer.email, { subject: /sold exclusively/ });
  expect(mail.text).toContain(second.reference);
  await first.page.goto('/buyer-dashboard');
  await expect(historyRow(first.page, exclusiveTitle).getByRole('button', { name: 'Download' })).toBeVisible();
  await Promise.all([first.page.context().close(), second.page.context().close()]);
});

test('a rejection with reason and refund reaches the buyer dashboard and the outbox; reused proof is refused, the same id under another wallet is flagged for the artist', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const trackId = artist.tracks[1]!.id;
  const paid = await buyerWithProof(browser, trackId, 'Lease — NPR 1,500', 'refund');

  await artist.page.goto('/artist-dashboard');
  const waiting = artist.page.getByRole('region', { name: 'New purchases' });
  await waiting.getByRole('button', { name: `Reject: ${paid.reference}` }).click();
  const dialog = artist.page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption({ label: 'Wrong track' });
  await dialog.getByLabel('Refund amount (NPR)').fill('1000');
  await dialog.getByRole('button', { name: 'Reject purchase' }).click();
  await expect(artist.page.getByText('Purchase rejected and buyer notified.')).toBeVisible();

  await paid.page.goto('/buyer-dashboard');
  const row = historyRow(paid.page, leaseTitle);
  await expect(row).toContainText('Rejected by Artist');
  await expect(row).toContainText('Reason: Wrong track');
  await expect(row).toContainText('Refund: NPR 1,000');
  const mail = await readMail(paid.page.request, paid.buyer.email, { subject: /Purchase rejected/ });
  expect(mail.text).toContain('Wrong track');
  expect(mail.text).toContain('NPR 1,000');

  // Another buyer tries the first buyer's receipt, then their transaction id.
  const { page } = await newPersonContext(browser);
  await createBuyer(page, page.context().request);
  await buyNow(page, trackId, 'Lease — NPR 1,500');
  await submitProof(page, await receiptPng(`refund-${paid.reference}`), 'FRESH12345');
  await expect(
    page
      .getByText('This screenshot was already used for another purchase. Upload the screenshot of this payment.')
      .first(),
  ).toBeVisible();
  await submitProof(page, await receiptPng('a-new-receipt'), `T${paid.reference.slice(3)}6`);
  await expect(
    page
      .getByText('This transaction ID was already used for another purchase. Check the ID in your wallet app.')
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\//);

  // The same id given under another wallet goes through; the artist, not the buyer, sees it flagged.
  const reference = await orderReference(page);
  const wallet = page.getByLabel('Wallet you paid with');
  await wallet.selectOption((await wallet.inputValue()) === 'khalti' ? 'fonepay' : 'khalti');
  await page.getByRole('button', { name: 'Payment Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();
  await expect(page.getByText('Check carefully')).toHaveCount(0);
  await artist.page.goto('/artist-dashboard');
  const flagged = artist.page
    .getByRole('region', { name: 'New purchases' })
    .getByRole('row', { name: new RegExp(reference) });
  await expect(flagged.getByTestId('proof-flags')).toContainText('Check carefully');
  await expect(flagged.getByTestId('proof-flags')).toContainText(
    'This transaction id was also given for another purchase with a different wallet.',
  );
  await Promise.all([page.context().close(), paid.page.context().close()]);
});
