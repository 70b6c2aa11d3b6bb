import { crc16CcittFalse } from '../packages/shared/src/payments/emvco-qr';
import { EMVCO_VECTORS, JSON_VECTORS } from '../packages/shared/src/payments/emvco-vectors.test-data';
import { createBuyer, dismissWelcomeUpFront, sameOrigin } from './helpers/accounts';
import { seedArtist, uniqueWord, type TSeededArtist } from './helpers/catalogue';
import { pngFile, qrPng } from './helpers/images';
import { nt, readInNepali } from './helpers/nepali';
import { buyNow, expect, orderReference } from './helpers/purchases';
import { decodeShownQr, fieldsOf } from './helpers/wallet-qrs';
import { test } from './helpers/test';

/**
 * Issue 30 items 1–2 (decision 064) at 360 px: an artist saves a Fonepay merchant QR and sees whom
 * buyers will pay; the buyer's checkout QR, read from the page's own image, is that merchant with
 * tag 54 = the purchase's exact amount; an eSewa JSON QR shows the exact amount to copy instead.
 */

const PHONE = { width: 360, height: 800 };
let artist: TSeededArtist;
const title = uniqueWord('Merchant');

test.use({ viewport: PHONE });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  artist = await seedArtist(browser, 'DJ Merchant', [
    { title, genre: 'Trap', bpm: 140, licences: [{ kind: 'lease', price: 1500, deliverables: ['mp3', 'wav'] }] },
  ]);
});

test.afterAll(async () => {
  await artist?.context.close();
});

test('an artist saves a Fonepay merchant QR and an eSewa QR; the buyer pays the exact amount by either', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const studio = artist.page;
  await studio.setViewportSize(PHONE);
  await dismissWelcomeUpFront(studio);
  await studio.goto('/edit-profile');
  const wallets = studio.getByRole('region', { name: 'Your wallet QR codes' });
  const addForm = studio.getByRole('form', { name: 'Add another QR code' });

  await addForm.getByLabel('QR code image').setInputFiles(pngFile('fonepay.png', await qrPng(EMVCO_VECTORS.fonepay)));
  await addForm.getByRole('combobox', { name: 'Wallet' }).selectOption('Fonepay');
  await addForm.getByRole('button', { name: 'Add QR code' }).click();
  await expect(studio.getByText('QR code added. Buyers will pay RAM BAHADUR THAPA.')).toBeVisible();
  const fonepay = wallets.getByRole('listitem').filter({ hasText: 'Fonepay' });
  await expect(fonepay).toContainText('Buyers will pay RAM BAHADUR THAPA through Fonepay');
  const referenceSwitch = fonepay.getByRole('switch', { name: 'Put the order reference in checkout QR codes' });
  await expect(referenceSwitch).not.toBeChecked();
  await expect(referenceSwitch).toHaveAccessibleDescription(/credit SMS stops arriving/);

  await addForm.getByLabel('QR code image').setInputFiles(pngFile('esewa.png', await qrPng(JSON_VECTORS.esewa)));
  await addForm.getByRole('combobox', { name: 'Wallet' }).selectOption('eSewa');
  await addForm.getByRole('button', { name: 'Add QR code' }).click();
  await expect(wallets.getByRole('listitem')).toHaveCount(3);
  await expect(
    wallets.getByRole('listitem').filter({ hasText: 'Buyers will pay Ram Bahadur Thapa through eSewa' }),
  ).toHaveCount(1);
  // The eSewa QR of sign-up (esewa://…) names no one: it says nothing and has no switch.
  await expect(wallets.getByRole('listitem').first()).not.toContainText('Buyers will pay');
  await expect(wallets.getByRole('switch')).toHaveCount(1);

  await dismissWelcomeUpFront(page);
  await createBuyer(page, request);
  await buyNow(page, artist.tracks[0]!.id, 'Lease — NPR 1,500');
  const reference = await orderReference(page);
  const typed = (await page.getByText(/^1500\.\d\d$/).textContent())!;
  const paisa = Number(typed.split('.')[1]);
  expect(paisa, 'the paisa offset of this purchase').toBeGreaterThan(0);
  const amount = `NPR 1,500.${typed.split('.')[1]}`;

  await page.getByRole('tab', { name: 'Fonepay' }).click();
  const purchaseQr = page.getByRole('img', { name: `QR code to pay ${amount} to RAM BAHADUR THAPA` });
  await expect(purchaseQr).toBeVisible();
  await expect(page.getByText(`This QR code is made for this order: ${amount} is already filled in.`)).toBeVisible();
  await expect(page.getByText('You are paying RAM BAHADUR THAPA through Fonepay')).toBeVisible();
  await expect
    .poll(() => purchaseQr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  const decoded = await decodeShownQr(purchaseQr);
  const shown = fieldsOf(decoded);
  const merchant = fieldsOf(EMVCO_VECTORS.fonepay);
  expect(shown['54']).toBe(typed);
  expect(shown['01']).toBe('12');
  for (const tag of ['00', '26', '52', '53', '58', '59', '60', '62'])
    expect(shown[tag], `tag ${tag}`).toBe(merchant[tag]);
  expect(shown['62']).not.toContain(reference);
  expect(shown['63']).toBe(crc16CcittFalse(decoded.slice(0, -4)));

  await page.getByRole('tab', { name: 'eSewa', exact: true }).click();
  await expect(page.getByRole('img', { name: /^QR code to pay/ })).toHaveCount(0);
  await expect(page.getByText('You are paying Ram Bahadur Thapa through eSewa')).toBeVisible();
  await expect(page.getByText('Send exactly this amount, with its paisa:')).toBeVisible();
  await expect(page.getByTestId('exact-amount')).toHaveText(amount);
  await expect(page.getByRole('button', { name: 'Copy Exact amount' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Order reference' })).toBeVisible();
  const artistQr = page.getByRole('tabpanel').getByRole('img');
  await expect
    .poll(() => artistQr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(await decodeShownQr(artistQr)).toBe(JSON_VECTORS.esewa);

  // A signed-in buyer's language is the account's: set it as the language switcher does, then read the page again.
  await readInNepali(page);
  expect((await page.request.put('/api/me/language', { data: { language: 'ne' }, headers: sameOrigin() })).ok()).toBe(
    true,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.getByRole('tab', { name: 'Fonepay' }).click();
  await expect(
    page.getByText(nt('walletQrs.payee.youPayThrough', { payee: 'RAM BAHADUR THAPA', network: 'Fonepay' })),
  ).toBeVisible();
  await expect(
    page.getByText(nt('walletQrs.checkout.amountFilledIn', { amount: `रु 1,500.${typed.split('.')[1]}` })),
  ).toBeVisible();
});
