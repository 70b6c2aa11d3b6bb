import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeQr } from './decode-qr';

const PAYLOAD = '000201010211265800 fonepay merchant 9801234567';
const qrPng = (width: number) => QRCode.toBuffer(PAYLOAD, { type: 'png', width, margin: 4 });

describe('decodeQr', () => {
  it('reads a plain QR code', async () => {
    expect(await decodeQr(await qrPng(300))).toBe(PAYLOAD);
  });

  it('reads a small QR inside a large, rotated phone photo', async () => {
    const photo = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#d8d4cc' } })
      .composite([{ input: await qrPng(700), top: 1600, left: 1100 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    const sideways = await sharp(photo).rotate(90).jpeg({ quality: 80 }).toBuffer();
    expect(await decodeQr(sideways)).toBe(PAYLOAD);
  });

  it('reads a light-on-dark (inverted) QR code', async () => {
    expect(await decodeQr(await sharp(await qrPng(300)).negate({ alpha: false }).png().toBuffer())).toBe(PAYLOAD);
  });

  it('finds nothing in a picture without a QR code', async () => {
    const plain = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7c3aed' } }).png().toBuffer();
    expect(await decodeQr(plain)).toBeNull();
  });

  it('fails loudly on bytes that are no picture, rather than blaming the QR code', async () => {
    await expect(decodeQr(Buffer.from('not an image'))).rejects.toThrow('could not be decoded');
  });
});
