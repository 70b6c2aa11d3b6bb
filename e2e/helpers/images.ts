import { expect, type Locator } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** A real QR code as PNG, the way a wallet app exports one; the server must decode it. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 480, margin: 2, errorCorrectionLevel: 'M' });
}

/** A picture with a gradient and a label: enough to tell avatar from cover in a screenshot. */
export function picturePng(
  width: number,
  height: number,
  label: string,
  colors: [string, string] = ['#dc143c', '#3b0612'],
): Promise<Buffer> {
  const size = Math.round(Math.min(width, height) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="55%" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** For Playwright's setInputFiles and multipart bodies. */
export function pngFile(name: string, buffer: Buffer) {
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A stored picture (not the local preview) that the browser really loaded: from /files on the
 * disk store, from the bucket or CDN in the production shape, where a CSP gap would block it.
 */
export async function expectStoredImageLoaded(image: Locator) {
  await expect(image).toHaveAttribute('src', /^(\/files\/|https?:\/\/)/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
      message: 'the picture loaded',
    })
    .toBe(true);
}
