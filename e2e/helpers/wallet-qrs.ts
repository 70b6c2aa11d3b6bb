import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { parseTlv } from '../../packages/shared/src/payments/emvco-qr';
import { pngFile, qrPng } from './images';
import { expect } from './purchases';

/** An EMVCo payload's tags and values. */
export const fieldsOf = (payload: string) =>
  Object.fromEntries(parseTlv(payload)!.map(({ tag, value }) => [tag, value]));

/** What a phone camera would read: the image as the page draws it, decoded. */
export async function decodeShownQr(image: Locator): Promise<string> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  const { data, info } = await sharp(await image.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(code, 'the QR code on the page decodes').not.toBeNull();
  return code!.data;
}

/** On the artist's profile page: one more wallet QR code, from its payload, under the wallet's name. */
export async function addWalletQr(studio: Page, payload: string, wallet: string) {
  await studio.goto('/edit-profile');
  const addForm = studio.getByRole('form', { name: 'Add another QR code' });
  await addForm.getByLabel('QR code image').setInputFiles(pngFile(`${wallet}.png`, await qrPng(payload)));
  await addForm.getByRole('combobox', { name: 'Wallet' }).selectOption(wallet);
  await addForm.getByRole('button', { name: 'Add QR code' }).click();
  await expect(studio.getByText(/^QR code added\./)).toBeVisible();
}
