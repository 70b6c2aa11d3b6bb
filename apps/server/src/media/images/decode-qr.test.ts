import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import { AppError } from '../../errors/app-error';
import { decodeQr, QR_SCAN_BUDGET_MS } from './decode-qr';
import { QR_SCAN_MAX_WAITING, QR_SCAN_THREADS, qrScanSlots } from './qr-scan-pool';

const PAYLOAD = '000201010211265800 fonepay merchant 9801234567';
const LABEL = IMAGE_LABELS.walletQr;
const qrPng = (width: number) => QRCode.toBuffer(PAYLOAD, { type: 'png', width, margin: 4 });

describe('decodeQr', () => {
  it('reads a plain QR code', async () => {
    expect(await decodeQr(await qrPng(300), LABEL)).toBe(PAYLOAD);
  });

  it('reads a small QR inside a large, rotated phone photo', async () => {
    const photo = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#d8d4cc' } })
      .composite([{ input: await qrPng(700), top: 1600, left: 1100 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    const sideways = await sharp(photo).rotate(90).jpeg({ quality: 80 }).toBuffer();
    expect(await decodeQr(sideways, LABEL)).toBe(PAYLOAD);
  });

  it('reads a light-on-dark (inverted) QR code', async () => {
    expect(
      await decodeQr(
        await sharp(await qrPng(300))
          .negate({ alpha: false })
          .png()
          .toBuffer(),
        LABEL,
      ),
    ).toBe(PAYLOAD);
  });

  it('finds nothing in a picture without a QR code', async () => {
    const plain = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    expect(await decodeQr(plain, LABEL)).toBeNull();
  });

  it('answers pixels it cannot decode with a 415 naming the field, rather than blaming the QR code', async () => {
    const error = await decodeQr(Buffer.from('not an image'), LABEL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 415,
      userMessage: { text: 'We could not read that wallet qr code. Try another image (JPEG, PNG or WebP).' },
    });
  });

  it('gives up on noise within its CPU budget instead of scanning for half a minute', async () => {
    const noise = await sharp(randomBytes(1500 * 1500 * 3), { raw: { width: 1500, height: 1500, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const before = process.cpuUsage();
    expect(await decodeQr(noise, LABEL)).toBeNull();
    const { user, system } = process.cpuUsage(before);
    // Process-wide CPU (every thread): the scan budget plus decoding, downscaling and checks.
    expect((user + system) / 1000).toBeLessThan(QR_SCAN_BUDGET_MS + 1_500);
  });

  it('answers 503 "try again" at once when every scan thread is busy and the waiting line is full', async () => {
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: QR_SCAN_THREADS + QR_SCAN_MAX_WAITING }, () => qrScanSlots.run(() => busy));
    const error = await decodeQr(await qrPng(300), LABEL).catch((e: unknown) => e);
    release();
    await Promise.all(holders);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 503,
      userMessage: { text: 'We are reading many QR codes right now. Please try again in a minute.' },
    });
    expect(await decodeQr(await qrPng(300), LABEL)).toBe(PAYLOAD);
  });
});
