import type { Locator } from '@playwright/test';
import { EMVCO_VECTORS } from '../packages/shared/src/payments/emvco-vectors.test-data';
import { expectNoA11yViolations } from './helpers/a11y';
import { createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { expectNoHorizontalOverflow, seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { addToCart, downloadedBytes, expect, markAsPaid, pdfText, receiptPng } from './helpers/purchases';
import { test } from './helpers/test';
import { addWalletQr, decodeShownQr, fieldsOf } from './helpers/wallet-qrs';

/**
 * Issue 35, part 1 (decision 091) at 360 px: a buyer puts two leases of one artist and one of another
 * in the cart and checks out; the page shows one payment request per artist whose QR carries that
 * request's exact amount; the buyer pays and proves both, each artist marks their request paid once,
 * and the buyer downloads three agreements, one per licence.
 */

const PHONE = { width: 360, height: 800 };
const word = uniqueWord('checkout');
const ASHA = `Asha ${word}`;
const BINA = `Bina ${word}`;
const [DAWN, DUSK, RAIN] = [`Dawn ${word}`, `Dusk ${word}`, `Rain ${word}`];

let asha: TSeededArtist;
let bina: TSeededArtist;

test.use({ viewport: PHONE });

test.beforeAll(async ({ browser }) => {
  // Sign-ups, pictures and audio processing for two artists, and a Fonepay QR each, on a busy machine.
  test.setTimeout(360_000);
  asha = await seedArtist(browser, ASHA, [
    { title: DAWN, genre: 'Trap', bpm: 140, licences: [{ kind: 'lease', price: 1500 }] },
    { title: DUSK, genre: 'Trap', bpm: 120, licences: [{ kind: 'lease', price: 1200 }] },
  ]);
  bina = await seedArtist(browser, BINA, [
    { title: RAIN, genre: 'Trap', bpm: 90, licences: [{ kind: 'lease', price: 999 }] },
  ]);
  await addWalletQr(asha.page, EMVCO_VECTORS.fonepay, 'Fonepay');
  await addWalletQr(bina.page, EMVCO_VECTORS.khalti, 'Khalti');
});

test.afterAll(async () => {
  await asha?.context.close();
  await bina?.context.close();
});

/** The request's exact amount as typed into a wallet ("2700.37"), checked against its QR's tag 54. */
async function checkRequestQr(request: Locator, rupees: number, wallet: string, payee: string) {
  const typed = (await request.getByText(new RegExp(`^${rupees}\\.\\d\\d$`)).textContent())!;
  expect(Number(typed.split('.')[1]), 'the paisa offset of this request').toBeGreaterThan(0);
  const amount = `NPR ${rupees.toLocaleString('en-IN')}.${typed.split('.')[1]}`;
  await request.getByRole('tab', { name: wallet }).click();
  const qr = request.getByRole('img', { name: `QR code to pay ${amount} to ${payee}` });
  await expect(qr).toBeVisible();
  expect(fieldsOf(await decodeShownQr(qr))['54']).toBe(typed);
  return amount;
}

async function referenceOf(request: Locator): Promise<string> {
  return (await request
    .getByText(/^BP-[2-9A-Z]{5}$/)
    .first()
    .textContent())!;
}

test('a buyer checks out two artists’ leases, pays each in one scan, and downloads three agreements', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await dismissWelcomeUpFront(page);
  await createBuyer(page, request);
  for (const [trackId, option, title] of [
    [asha.tracks[0]!.id, 'Lease — NPR 1,500', DAWN],
    [asha.tracks[1]!.id, 'Lease — NPR 1,200', DUSK],
    [bina.tracks[0]!.id, 'Lease — NPR 999', RAIN],
  ] as const)
    await addToCart(page, trackId, option, title);
  await page.getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page.getByText('Total: NPR 3,699.00')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your payment requests' })).toBeVisible();
  const ofAsha = page.getByRole('region', { name: new RegExp(`^${ASHA}: NPR 2,700\\.\\d\\d$`) });
  const ofBina = page.getByRole('region', { name: new RegExp(`^${BINA}: NPR 999\\.\\d\\d$`) });
  await expect(ofAsha).toContainText(DAWN);
  await expect(ofAsha).toContainText(DUSK);
  await expect(ofBina).toContainText(RAIN);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  const ashaAmount = await checkRequestQr(ofAsha, 2700, 'Fonepay', 'RAM BAHADUR THAPA');
  await checkRequestQr(ofBina, 999, 'Khalti', 'BEAT GHAR MUSIC');
  await expect(ofAsha.getByRole('heading', { level: 2 })).toHaveText(`${ASHA}: ${ashaAmount}`);
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  const references = [await referenceOf(ofAsha), await referenceOf(ofBina)];
  for (const [index, part] of [ofAsha, ofBina].entries()) {
    await part.getByLabel('Payment screenshot').setInputFiles(await receiptPng(`group-${references[index]}`));
    await part.getByLabel('Transaction ID').fill(`TXN${references[index]!.slice(3)}`);
    await part.getByRole('button', { name: 'Payment Done' }).click();
    await expect(part).toContainText('Proof sent: waiting for the artist to confirm.');
  }

  for (const [index, artist] of [asha, bina].entries()) {
    await artist.page.goto('/artist-dashboard');
    // One sale per request, which lists its other licences; one Mark as Paid confirms them all.
    const newPurchases = artist.page.getByRole('region', { name: 'New purchases' });
    await expect(newPurchases).toContainText(artist === asha ? DUSK : RAIN);
    await expect(newPurchases.getByRole('button', { name: /^Mark as Paid: / })).toHaveCount(1);
    await markAsPaid(artist.page, `Mark as Paid: ${references[index]}`, references[index]!);
    await expect(artist.page.getByText('Marked as paid. The buyer can download now.')).toBeVisible();
  }

  await page.goto('/buyer-dashboard');
  for (const [title, price] of [
    [DAWN, 'NPR 1,500'],
    [DUSK, 'NPR 1,200'],
    [RAIN, 'NPR 999'],
  ] as const) {
    const purchase = page.getByRole('listitem').filter({ hasText: title }).first();
    const agreementButton = purchase.getByRole('button', { name: 'Agreement (PDF)' });
    await expect(agreementButton).toBeEnabled({ timeout: 60_000 });
    const [agreement] = await Promise.all([page.waitForEvent('download'), agreementButton.click()]);
    const text = pdfText(await downloadedBytes(agreement));
    expect(text).toContain(title);
    expect(text).toContain(price);
  }
});
