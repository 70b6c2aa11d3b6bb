import jsQR from 'jsqr';
import { openImage } from './process-image';

/**
 * Sizes (longest side) the decoder tries in turn: large keeps the modules of a small QR in a
 * big photo apart; small smooths away camera noise and moiré from photographing a screen.
 */
const ATTEMPT_SIZES = [2048, 1024, 600] as const;

async function decodeAt(bytes: Buffer, size: number): Promise<string | null> {
  const { data, info } = await openImage(bytes)
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const result = jsQR(pixels, info.width, info.height, { inversionAttempts: 'attemptBoth' });
  return result && result.data.trim() !== '' ? result.data : null;
}

/**
 * The text of the first QR code found in the image, or null when none can be read. An image that
 * cannot even be decoded at any size is an error for the logs, not a 'no QR code' for the artist.
 */
export async function decodeQr(bytes: Buffer): Promise<string | null> {
  const errors: unknown[] = [];
  for (const size of ATTEMPT_SIZES) {
    const text = await decodeAt(bytes, size).catch((error: unknown) => {
      errors.push(error);
      return null;
    });
    if (text !== null) return text;
  }
  if (errors.length === ATTEMPT_SIZES.length) throw new Error('the wallet QR image could not be decoded', { cause: errors[0] });
  return null;
}
