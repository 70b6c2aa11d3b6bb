import type { Browser, Page } from '@playwright/test';
import { createBuyer, dismissWelcomeUpFront, readMail, type TMember } from './helpers/accounts';
import { newPersonContext, seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { buyNow, expect, orderReference, receiptPng, submitProof } from './helpers/purchases';
import { test } from './helpers/test';

/**
 * Issue 30 §5 and issue 31 §2-3 (decision 066): Mark as Paid on an exclusive names the other
 * buyer's paid order and asks its refund; that buyer gets the dispute the mail promises; the
 * artist's dashboard at 360 px is no wider than the screen, each sale a card with its actions.
 */

let artist: TSeededArtist;
const title = uniqueWord('Paidstays');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  artist = await seedArtist(browser, 'DJ Stays Paid', [
    { title, genre: 'Drill', bpm: 142, licences: [{ kind: 'exclusive', price: 30000 }] },
  ]);
  await dismissWelcomeUpFront(artist.page);
});

test.afterAll(async () => {
  await artist?.context.close();
});

async function buyerWithProof(
  browser: Browser,
  trackId: string,
  label: string,
): Promise<{ page: Page; buyer: TMember; reference: string }> {
  const { page, context } = await newPersonContext(browser);
  const buyer = await createBuyer(page, context.request);
  await buyNow(page, trackId, 'Exclusive — NPR 30,000');
  const reference = await orderReference(page);
  await submitProof(page, await receiptPng(`${label}-${reference}`), `P${reference.slice(3)}${label.length}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();
  return { page, buyer, reference };
}

test('the artist confirms an exclusive knowing it closes a paid order, states its refund; that buyer can dispute; the dashboard fits 360 px', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const trackId = artist.tracks[0]!.id;
  const first = await buyerWithProof(browser, trackId, 'winner');
  const second = await buyerWithProof(browser, trackId, 'other');

  await artist.page.goto('/artist-dashboard');
  const waiting = artist.page.getByRole('region', { name: 'New purchases' });
  await expect(waiting.getByRole('row', { name: new RegExp(second.reference) })).toBeVisible();
  await waiting.getByRole('button', { name: `Mark as Paid: ${first.reference}` }).click();
  const dialog = artist.page.getByRole('dialog', { name: new RegExp(`Mark as Paid: .*${first.reference}`) });
  await expect(dialog).toContainText('Marking it as paid closes these other orders');
  const closing = dialog.getByRole('listitem').filter({ hasText: second.reference });
  await expect(closing).toContainText(`@${second.buyer.username}`);
  await expect(closing).toContainText('NPR 30,000.');
  await expect(closing).toContainText('Payment proof sent');
  const refund = closing.getByLabel(/^Refund to/);
  await expect(refund).toHaveValue('30000');
  await refund.fill('25000');
  await dialog.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
  await expect(artist.page.getByText('Marked as paid. The buyer can download now.')).toBeVisible();
  await expect(waiting.getByRole('row', { name: new RegExp(second.reference) })).toHaveCount(0);

  // A paid sale offers no Reject.
  const history = artist.page.getByRole('region', { name: 'Sales history' });
  const sold = history.getByRole('row', { name: new RegExp(first.reference) });
  await expect(sold).toContainText('Purchased');
  await expect(sold.getByRole('button', { name: `Reject: ${first.reference}` })).toHaveCount(0);

  // The other buyer: told the refund, and offered the dispute the mail promises.
  const mail = await readMail(second.page.request, second.buyer.email, { subject: /your refund/ });
  expect(mail.text).toContain('NPR 25,000');
  await second.page.goto('/buyer-dashboard');
  const order = second.page
    .getByRole('region', { name: 'Purchase History' })
    .getByRole('row', { name: new RegExp(title) });
  await expect(order).toContainText('Closed: sold exclusively to another buyer');
  await expect(order).toContainText('NPR 25,000');
  await order.getByRole('button', { name: 'Refund or dispute' }).click();
  const disputeDialog = second.page.getByRole('dialog');
  await expect(disputeDialog.getByLabel('Reason')).toHaveValue('closed_without_refund');
  await disputeDialog.getByLabel('What happened?').fill('I paid NPR 30,000 and was offered 25,000 back.');
  await disputeDialog.getByRole('button', { name: 'Send dispute' }).click();
  await expect(second.page.getByText('Your dispute was sent to the administrators.')).toBeVisible();

  // The artist on a phone: no sideways scroll, each sale a card with its actions in view.
  await artist.page.setViewportSize({ width: 360, height: 800 });
  await artist.page.goto('/artist-dashboard');
  const card = artist.page.getByRole('listitem', { name: `Sale ${second.reference}` });
  await expect(card).toContainText('Dispute open: Closed after I paid, refund missing');
  const accept = card.getByRole('button', { name: `Accept dispute: ${second.reference}` });
  await accept.scrollIntoViewIfNeeded();
  await expect(accept).toBeVisible();
  expect(await artist.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await accept.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);

  // The answer comes after the live update has ended the dispute and closed its dialog, as it did
  // on a slow CI machine: the artist is still told.
  await artist.page.route('**/api/disputes/*/accept', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.fulfill({ response });
  });
  await accept.click();
  const acceptDialog = artist.page.getByRole('dialog', { name: new RegExp(second.reference) });
  await acceptDialog.getByLabel('Refund to the buyer').fill('30000');
  await acceptDialog.getByLabel('Note to the buyer').fill('Sending the rest today to your eSewa.');
  await acceptDialog.getByRole('button', { name: 'Accept and state the refund' }).click();
  await expect(artist.page.getByText('Dispute accepted. The buyer has been told.')).toBeVisible();
  expect(await artist.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await artist.page.setViewportSize({ width: 1280, height: 900 });
  await Promise.all([first.page.context().close(), second.page.context().close()]);
});
