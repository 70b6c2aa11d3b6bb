import type { Locator } from '@playwright/test';
import { EMVCO_VECTORS } from '../packages/shared/src/payments/emvco-vectors.test-data';
import { formatPaisa } from '../packages/shared/src/prices';
import { priceCart } from '../packages/shared/src/pricing/price-cart';
import type { TBulkDeal, TDiscountCode, TPriceInput } from '../packages/shared/src/pricing/price-rules';
import { expectNoA11yViolations } from './helpers/a11y';
import { BUYER_DETAILS, createBuyer, dismissWelcomeUpFront } from './helpers/accounts';
import { expectNoHorizontalOverflow, seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { addToCart, downloadedBytes, expect, markAsPaid, pdfText, receiptPng } from './helpers/purchases';
import { postWalletQr, setDeals, shareTrack } from './helpers/store-setup';
import { test } from './helpers/test';
import { decodeShownQr, fieldsOf } from './helpers/wallet-qrs';

/**
 * Issue 35's whole journey at 360 px (decisions 089, 091, 092): Asha has "buy 2 get 1" on leases, a
 * 10 % code, and a co-producer, Chandra, on one track; Bina has one lease. A buyer puts three of
 * Asha's leases and Bina's in the cart, enters the code, sees the deal and the code applied and
 * checks out: one payment request per artist, each QR carrying that request's exact amount. The
 * buyer pays and proves both, each artist marks their request paid, and the buyer downloads four
 * agreements stating list price, discount and price. Chandra sees the share owed; Asha pays it
 * through Chandra's QR and settles it; Chandra sees it settled.
 */

const PHONE = { width: 360, height: 800 };
const word = uniqueWord('checkout');
const [ASHA, BINA, CHANDRA] = [`Asha ${word}`, `Bina ${word}`, `Chandra ${word}`];
const [DAWN, DUSK, RAIN, SKY] = [`Dawn ${word}`, `Dusk ${word}`, `Rain ${word}`, `Sky ${word}`];
const LEASES = { [DAWN]: 1500, [DUSK]: 1200, [RAIN]: 1000, [SKY]: 999 };
const CHANDRA_PERCENT = 30;
/** Asha's "buy 2 get 1" on leases and 10 % code, as the Deals API takes them and as `priceCart` applies them. */
const DEAL: TBulkDeal = { kind: 'buy_get_free', buy: 2, free: 1, licenceKinds: ['lease'] };
const CODE: TDiscountCode = { off: { kind: 'percent', percent: 10 } };

let asha: TSeededArtist;
let bina: TSeededArtist;
let chandra: TSeededArtist;

test.use({ viewport: PHONE });

test.beforeAll(async ({ browser }) => {
  // Sign-ups, pictures and audio processing for three artists, and their wallet QRs, on a busy machine.
  test.setTimeout(420_000);
  const lease = (title: string) => ({
    title,
    genre: 'Trap',
    bpm: 120,
    licences: [{ kind: 'lease' as const, price: LEASES[title]! }],
  });
  asha = await seedArtist(browser, ASHA, [lease(DAWN), lease(DUSK), lease(RAIN)]);
  bina = await seedArtist(browser, BINA, [lease(SKY)]);
  chandra = await seedArtist(browser, CHANDRA, []);
  await postWalletQr(asha.page, EMVCO_VECTORS.fonepay, 'fonepay');
  await postWalletQr(bina.page, EMVCO_VECTORS.khalti, 'khalti');
  await postWalletQr(chandra.page, EMVCO_VECTORS.fonepay, 'fonepay');
  await setDeals(
    asha.page,
    { kind: 'buy_get_free', n: 2, m: 1, licenceKinds: ['lease'] },
    {
      code: 'ten',
      offKind: 'percent',
      offValue: 10,
      trackIds: null,
      licenceKinds: null,
      startsAt: new Date().toISOString(),
      endsAt: null,
      maxUses: null,
      isOncePerBuyer: false,
    },
  );
  await shareTrack(asha.page, chandra.page, asha.tracks[0]!.id, chandra.username, CHANDRA_PERCENT);
  for (const artist of [asha, bina, chandra]) {
    await artist.page.setViewportSize(PHONE);
    await dismissWelcomeUpFront(artist.page);
  }
});

test.afterAll(async () => {
  for (const artist of [asha, bina, chandra]) await artist?.context.close();
});

/** An artist's part of the cart priced by the shared rules, as checkout prices it (the offset added later). */
function priced(artist: TSeededArtist, rules: Omit<TPriceInput, 'items' | 'at'>, offsetPaisa = 0) {
  const items = artist.tracks.map((track) => ({
    id: track.title,
    trackId: track.id,
    licenceKind: 'lease' as const,
    listPriceNpr: LEASES[track.title]!,
  }));
  return priceCart({ items, at: new Date(), ...rules, offsetPaisa });
}

/**
 * The request's exact amount as typed into a wallet ("2430.37"): the part's price plus a paisa
 * offset of 1 to 99 (decision 063), the same in the QR's tag 54 and in the request's heading.
 */
async function checkRequestQr(request: Locator, part: ReturnType<typeof priced>, wallet: string, payee: string) {
  const typed = (await request
    .getByText(/^\d+\.\d\d$/)
    .first()
    .textContent())!;
  const offsetPaisa = Math.round(Number(typed) * 100) - part.subtotalPaisa;
  expect(offsetPaisa, 'the paisa offset of this request').toBeGreaterThan(0);
  expect(offsetPaisa).toBeLessThan(100);
  const amount = formatPaisa(part.subtotalPaisa + offsetPaisa);
  await request.getByRole('tab', { name: wallet }).click();
  const qr = request.getByRole('img', { name: `QR code to pay ${amount} to ${payee}` });
  expect(fieldsOf(await decodeShownQr(qr))['54']).toBe(typed);
  await expect(request.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`: ${amount}$`));
}

async function referenceOf(request: Locator): Promise<string> {
  return (await request
    .getByText(/^BP-[2-9A-Z]{5}$/)
    .first()
    .textContent())!;
}

test('a buyer checks out two artists’ leases with a deal and a code, both artists confirm, and a co-producer’s share is settled', async ({
  page,
  request,
}) => {
  test.setTimeout(540_000);
  const ofAshaPriced = priced(asha, { deal: DEAL, code: CODE });
  const ofBinaPriced = priced(bina, {});
  await dismissWelcomeUpFront(page);
  await createBuyer(page, request);
  for (const track of [...asha.tracks, ...bina.tracks])
    await addToCart(page, track.id, `Lease — NPR ${LEASES[track.title]!.toLocaleString('en-IN')}`, track.title);

  await page.getByRole('link', { name: 'Cart, 4 items' }).click();
  const ashaPart = page.getByRole('region', { name: `From ${ASHA}` });
  await expect(ashaPart).toContainText('Buy 2 get 1 free: applied');
  await page.getByRole('textbox', { name: 'Discount code' }).fill('ten');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code TEN applied.')).toBeVisible();
  await expect(ashaPart).toContainText(`Subtotal for ${ASHA}: ${formatPaisa(ofAshaPriced.subtotalPaisa)}`);
  const cartTotal = ofAshaPriced.subtotalPaisa + ofBinaPriced.subtotalPaisa;
  await expect(page.getByText(`Total: ${formatPaisa(cartTotal)}`)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your payment requests' })).toBeVisible();
  const ofAsha = page.getByRole('region', { name: new RegExp(`^${ASHA}: NPR `) });
  const ofBina = page.getByRole('region', { name: new RegExp(`^${BINA}: NPR `) });
  for (const title of [DAWN, DUSK, RAIN]) await expect(ofAsha).toContainText(title);
  await expect(ofBina).toContainText(SKY);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await checkRequestQr(ofAsha, ofAshaPriced, 'Fonepay', 'RAM BAHADUR THAPA');
  await checkRequestQr(ofBina, ofBinaPriced, 'Khalti', 'BEAT GHAR MUSIC');
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
    await expect(newPurchases).toContainText(artist === asha ? DUSK : SKY);
    await expect(newPurchases.getByRole('button', { name: /^Mark as Paid: / })).toHaveCount(1);
    await markAsPaid(artist.page, `Mark as Paid: ${references[index]}`, references[index]!);
    await expect(artist.page.getByText('Marked as paid. The buyer can download now.')).toBeVisible();
  }

  await page.goto('/buyer-dashboard');
  const lines = [...ofAshaPriced.lines, ...ofBinaPriced.lines];
  for (const line of lines) {
    const purchase = page.getByRole('listitem').filter({ hasText: line.id }).first();
    const agreementButton = purchase.getByRole('button', { name: 'Agreement (PDF)' });
    await expect(agreementButton).toBeEnabled({ timeout: 60_000 });
    const [agreement] = await Promise.all([page.waitForEvent('download'), agreementButton.click()]);
    const text = pdfText(await downloadedBytes(agreement));
    expect(text).toContain(line.id);
    expect(text).toContain(`Price: ${formatPaisa(line.totalPaisa)}, paid directly to the artist`);
    const discount = line.listPaisa - line.totalPaisa;
    if (discount > 0)
      expect(text).toContain(`List price: ${formatPaisa(line.listPaisa)}, discount: ${formatPaisa(discount)}`);
    else expect(text).not.toContain('List price:');
  }

  // Chandra's share of Dawn is on what that lease cost after the code (decision 089).
  const dawnLine = ofAshaPriced.lines.find((line) => line.id === DAWN)!;
  const share = formatPaisa(Math.floor((dawnLine.totalPaisa * CHANDRA_PERCENT) / 100));
  const co = chandra.page;
  await co.goto('/artist-dashboard');
  const owedToMe = co.getByRole('region', { name: 'Your shares of co-produced sales' });
  await expect(owedToMe).toContainText(`${ASHA}: ${share} owed, NPR 0.00 settled`);
  await expect(owedToMe).toContainText(DAWN);
  await expect(owedToMe).not.toContainText(BUYER_DETAILS.fullName);
  await expectNoHorizontalOverflow(co);

  const studio = asha.page;
  await studio.goto('/artist-dashboard');
  const owed = studio.getByRole('region', { name: 'Shares you owe your co-producers' });
  await expect(owed).toContainText(`${CHANDRA}: ${share} owed`);
  await owed.getByRole('button', { name: `Pay ${CHANDRA}` }).click();
  const dialog = studio.getByRole('dialog', { name: `Pay ${CHANDRA} their share` });
  const qr = dialog.getByRole('img', { name: `fonepay QR of ${CHANDRA} for ${share}` });
  expect(fieldsOf(await decodeShownQr(qr))['54']).toBe(share.replace(/^NPR /, '').replaceAll(',', ''));
  await dialog.getByLabel('Transaction ID of your payment').fill('FP-77001');
  await dialog.getByRole('button', { name: 'Mark as settled' }).click();
  await expect(studio.getByText('The share is settled.')).toBeVisible();
  await expect(owed).toContainText('Settled (FP-77001)');

  await co.reload();
  await expect(owedToMe).toContainText(`${ASHA}: NPR 0.00 owed, ${share} settled`);
  await expect(owedToMe).toContainText('Settled (FP-77001)');
});
