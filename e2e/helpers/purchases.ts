import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type Download, type Locator, type Page } from '@playwright/test';
import { picturePng, pngFile } from './images';

/** Purchase journeys as a buyer does them: licence on the track page, Buy Now, pay, prove. */

/** Each step waits on a few requests and a lazily loaded page; on a busy 2-core machine that takes seconds. */
export const expect = baseExpect.configure({ timeout: 45_000 });

/** On the track page: choose the licence by its option text and press Buy Now; resolves on the checkout page. */
export async function buyNow(page: Page, trackId: string, licenceOption: string) {
  await page.goto(`/track/${trackId}`);
  const licences = page.getByRole('region', { name: 'Licenses' });
  await licences.getByRole('combobox', { name: 'License' }).selectOption({ label: licenceOption });
  await licences.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1: Pay the artist' })).toBeVisible();
}

/** On the track page: choose the licence by its option text and press Add to cart; resolves once it says so. */
export async function addToCart(page: Page, trackId: string, licenceOption: string, title: string) {
  await page.goto(`/track/${trackId}`);
  const licences = page.getByRole('region', { name: 'Licenses' });
  await licences.getByRole('combobox', { name: 'License' }).selectOption({ label: licenceOption });
  await licences.getByRole('button', { name: 'Add to cart' }).click();
  await expect(licences.getByText(`Lease of ${title} is in your cart.`)).toBeVisible();
}

/** The order reference shown at checkout (what the buyer types into the wallet remark). */
export async function orderReference(page: Page): Promise<string> {
  const text = await page
    .getByText(/^BP-[2-9A-Z]{5}$/)
    .first()
    .textContent();
  return text ?? '';
}

/** A receipt-like PNG; the same `label` gives the same pixels. */
export async function receiptPng(label: string) {
  return pngFile(`${label}.png`, await picturePng(540, 960, label, ['#f5f5f5', '#22c55e']));
}

/** Step 2: screenshot and transaction id, then Payment Done. */
export async function submitProof(
  page: Page,
  screenshot: Awaited<ReturnType<typeof receiptPng>>,
  transactionId: string,
) {
  await page.getByLabel('Payment screenshot').setInputFiles(screenshot);
  await page.getByLabel('Transaction ID').fill(transactionId);
  await page.getByRole('button', { name: 'Payment Done' }).click();
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFileSync(file);
}

/** The text of a PDF, as pdftotext (poppler) reads it. */
export function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'beatpasal-pdf-')), 'agreement.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/**
 * Mark as Paid on the artist's dashboard, confirmed in its dialog (decision 066): the dialog names
 * what the sale closes and prefills each paid order's refund with its price. `confirmLabel` is the
 * dialog's button in the page's language. The caller checks the outcome (the toast) at once: it
 * is shown for a few seconds only.
 */
export async function markAsPaid(
  page: Page,
  buttonName: string,
  reference: string,
  confirmLabel = 'Mark as Paid',
  scope: Page | Locator = page,
) {
  await scope.getByRole('button', { name: buttonName }).first().click();
  const dialog = page.getByRole('dialog', { name: new RegExp(reference) });
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
}
