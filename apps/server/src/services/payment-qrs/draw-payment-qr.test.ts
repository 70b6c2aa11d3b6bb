import { buildAmountQr, crc16CcittFalse, parseTlv, readEmvco } from '@beatpasal/shared/payments/emvco-qr';
import { EMVCO_VECTORS } from '@beatpasal/shared/payments/emvco-vectors.test-data';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPaymentQr, PAYMENT_QR_WIDTH } from './draw-payment-qr';

async function decodePng(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('drawPaymentQr', () => {
  it.each(['fonepay', 'nepalpay', 'khalti'] as const)(
    'draws a %s checkout QR that decodes back to every tag and a valid CRC',
    async (name) => {
      const png = await drawPaymentQr(
        buildAmountQr(EMVCO_VECTORS[name], { amountPaisa: 150037, reference: 'BP-7K3Q9' }),
      );
      expect((await sharp(png).metadata()).width).toBe(PAYMENT_QR_WIDTH);
      const decoded = await decodePng(png);
      expect(decoded).not.toBeNull();
      const fields = Object.fromEntries(parseTlv(decoded!)!.map(({ tag, value }) => [tag, value]));
      const artist = Object.fromEntries(parseTlv(EMVCO_VECTORS[name])!.map(({ tag, value }) => [tag, value]));
      expect(fields['00']).toBe('01');
      expect(fields['01']).toBe('12');
      expect(fields['54']).toBe('1500.37');
      for (const tag of ['52', '53', '58', '59', '60']) expect(fields[tag], `tag ${tag}`).toBe(artist[tag]);
      for (const tag of Object.keys(artist).filter((tag) => Number(tag) >= 26 && Number(tag) <= 51))
        expect(fields[tag], `tag ${tag}`).toBe(artist[tag]);
      expect(parseTlv(fields['62']!)).toContainEqual({ tag: '01', value: 'BP-7K3Q9' });
      expect(decoded!.slice(-8, -4)).toBe('6304');
      expect(fields['63']).toBe(crc16CcittFalse(decoded!.slice(0, -4)));
      expect(readEmvco(decoded!).status).toBe('ok');
    },
  );

  it('refuses an empty or over-long payload instead of drawing it', async () => {
    await expect(drawPaymentQr('')).rejects.toThrow(RangeError);
    await expect(drawPaymentQr('x'.repeat(513))).rejects.toThrow(RangeError);
  });
});
