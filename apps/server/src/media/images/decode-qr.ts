import type { TMessage } from '@beatpasal/shared/message-keys';
import { WALLET_QR_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { imageError } from './image-error';
import { AppError } from '../../errors/app-error';
import { SlotsFullError } from './bounded-slots';
import { openImage } from './process-image';
import { qrScanSlots, scanInWorker, type RgbaImage } from './qr-scan-pool';

/**
 * Sizes (longest side) the decoder tries in turn, cheapest first: 600 smooths away camera noise
 * and moiré from photographing a screen; 1024 keeps the modules of a small QR in a big photo apart.
 * jsQR never sees more than 1024 px: its time grows with the pixels, and on noise it takes seconds.
 */
const ATTEMPT_SIZES = [600, 1024] as const;

/**
 * CPU time one image may use on scan threads over all its attempts. A readable QR takes tens to a
 * few hundred ms; noise would take seconds per attempt.
 */
export const QR_SCAN_BUDGET_MS = 2_000;

/** sharp (libvips threads, off the event loop) rotates, downscales and unpacks to RGBA. */
async function downscale(bytes: Buffer, size: number, label: TMessage): Promise<RgbaImage> {
  try {
    const { data, info } = await openImage(bytes)
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      pixels: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw imageError('UNSUPPORTED_MEDIA_TYPE', 'unreadableImage', label, { cause: error });
  }
}

async function scanAttempts(bytes: Buffer, label: TMessage): Promise<string | null> {
  let remainingMs = QR_SCAN_BUDGET_MS;
  let previousWidth = 0;
  for (const size of ATTEMPT_SIZES) {
    const image = await downscale(bytes, size, label);
    if (image.width === previousWidth) continue;
    previousWidth = image.width;
    const { text, scanMs } = await scanInWorker(image, remainingMs);
    if (text !== null) return text;
    remainingMs -= scanMs;
    if (remainingMs <= 0) return null;
  }
  return null;
}

/**
 * The text of the first QR code found in the image, or null when none can be read within the
 * time budget. Pixels sharp cannot decode are a 415 naming `label`; when every scan thread is
 * busy and the waiting line is full the answer is a 503 to try again, never an endless queue.
 */
export async function decodeQr(bytes: Buffer, label: TMessage): Promise<string | null> {
  try {
    return await qrScanSlots.run(() => scanAttempts(bytes, label));
  } catch (error) {
    if (error instanceof SlotsFullError)
      throw new AppError('UNAVAILABLE', { userMessage: WALLET_QR_MESSAGES.busy, cause: error });
    throw error;
  }
}
