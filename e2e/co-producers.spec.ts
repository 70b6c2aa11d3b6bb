import { EMVCO_VECTORS } from '../packages/shared/src/payments/emvco-vectors.test-data';
import { BUYER_DETAILS, createBuyer, dismissWelcomeUpFront, sameOrigin } from './helpers/accounts';
import { expectNoA11yViolations } from './helpers/a11y';
import { expectNoHorizontalOverflow, seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { pngFile, qrPng } from './helpers/images';
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

/**
 * Issue 35 part 5 (decision 089) at 360 px: the lead names a co-producer with 30 %, they accept,
 * the track page and the agreement credit both, a buyer's lease is confirmed, the co-producer sees
 * the share owed (and no buyer), the lead pays it through the co-producer's QR and settles it.
 */

const PHONE = { width: 360, height: 800 };
let lead: TSeededArtist;
let coProducer: TSeededArtist;
const title = uniqueWord('Together');

test.use({ viewport: PHONE });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  lead = await seedArtist(browser, 'DJ Lead', [
    { title, genre: 'Trap', bpm: 140, licences: [{ kind: 'lease', price: 1500, deliverables: ['mp3', 'wav'] }] },
  ]);
  coProducer = await seedArtist(browser, 'DJ Co', []);
  // The co-producer's Fonepay merchant QR, so the lead's payment can carry the exact amount.
  const added = await coProducer.page.request.post('/api/me/wallet-qrs', {
    multipart: { label: 'fonepay', image: pngFile('fonepay.png', await qrPng(EMVCO_VECTORS.fonepay)) },
    headers: sameOrigin(),
  });
  expect(added.ok(), await added.text()).toBe(true);
  for (const artist of [lead, coProducer]) {
    await artist.page.setViewportSize(PHONE);
    await dismissWelcomeUpFront(artist.page);
  }
});

test.afterAll(async () => {
  await lead?.context.close();
  await coProducer?.context.close();
});

test('the lead names a co-producer, they accept, a sale owes them 30 %, the lead pays and settles it', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const trackId = lead.tracks[0]!.id;
  const studio = lead.page;
  await studio.goto(`/edit-track/${trackId}`);
  const editor = studio.getByRole('region', { name: 'Co-producers' });
  await editor.getByLabel('Your share (%)').fill('70');
  await editor.getByRole('button', { name: 'Add a co-producer' }).click();
  await editor.getByLabel('Co-producer’s username').fill(coProducer.username);
  await editor.getByLabel('Their share (%)').fill('30');
  await expect(editor.getByText('Total: 100 %')).toBeVisible();
  await editor.getByRole('button', { name: 'Save co-producers' }).click();
  await expect(studio.getByText('Co-producers saved. New ones have been asked to accept.')).toBeVisible();
  await expect(editor.getByText('Waiting for an answer')).toBeVisible();
  await expectNoHorizontalOverflow(studio);
  await expectNoA11yViolations(studio);

  const co = coProducer.page;
  await co.goto('/artist-dashboard');
  const invitations = co.getByRole('region', { name: 'Co-productions' });
  await expect(invitations).toContainText(`DJ Lead named you a co-producer of ${title} with 30 % of each sale.`);
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(invitations).toContainText(`You are a co-producer of ${title}.`);

  await dismissWelcomeUpFront(page);
  await createBuyer(page, request);
  await page.goto(`/track/${trackId}`);
  await expect(page.getByText('Produced by DJ Lead, DJ Co')).toBeVisible();
  await buyNow(page, trackId, 'Lease — NPR 1,500');
  const reference = await orderReference(page);
  await submitProof(page, await receiptPng(`co-${reference}`), `TXN${reference.slice(3)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Submitted' })).toBeVisible();
  await studio.goto('/artist-dashboard');
  await markAsPaid(studio, `Mark as Paid: ${reference}`, reference);
  await expect(studio.getByText('Marked as paid. The buyer can download now.')).toBeVisible();

  await co.goto('/artist-dashboard');
  const owedToMe = co.getByRole('region', { name: 'Your shares of co-produced sales' });
  await expect(owedToMe).toContainText(title);
  await expect(owedToMe).toContainText('30 %');
  await expect(owedToMe).toContainText('Owed');
  await expect(owedToMe).not.toContainText(BUYER_DETAILS.fullName);
  await expect(owedToMe).not.toContainText(BUYER_DETAILS.phone);
  await expectNoHorizontalOverflow(co);
  await expectNoA11yViolations(co);

  await studio.reload();
  const owed = studio.getByRole('region', { name: 'Shares you owe your co-producers' });
  await expect(owed).toContainText('DJ Co:');
  await owed.getByRole('button', { name: 'Pay DJ Co' }).click();
  const dialog = studio.getByRole('dialog', { name: 'Pay DJ Co their share' });
  const qr = dialog.getByRole('img', { name: /^fonepay QR of DJ Co for NPR 4\d\d\.\d\d$/ });
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expectNoA11yViolations(studio);
  await dialog.getByLabel('Transaction ID of your payment').fill('FP-77001');
  await dialog.getByRole('button', { name: 'Mark as settled' }).click();
  await expect(studio.getByText('The share is settled.')).toBeVisible();
  await expect(owed).toContainText('Settled (FP-77001)');

  await co.reload();
  await expect(owedToMe).toContainText('Settled (FP-77001)');

  await page.goto('/buyer-dashboard');
  // At 360 px the history is a list of cards.
  const purchase = page
    .getByRole('region', { name: 'Purchase History' })
    .getByRole('listitem')
    .filter({ hasText: title });
  const agreementButton = purchase.getByRole('button', { name: 'Agreement (PDF)' });
  await expect(agreementButton).toBeEnabled({ timeout: 30_000 });
  const [agreement] = await Promise.all([page.waitForEvent('download'), agreementButton.click()]);
  expect(pdfText(await downloadedBytes(agreement))).toContain('Produced by DJ Lead, DJ Co');
});
