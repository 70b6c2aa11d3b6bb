import { MAX_EMVCO_LENGTH } from '@beatpasal/shared/payments/emvco-qr';
import QRCode from 'qrcode';

/** Pixels of the PNG's side: 45–65 modules of an EMVCo payload, each several pixels wide for a phone camera. */
export const PAYMENT_QR_WIDTH = 480;

/**
 * Draws a checkout QR as a PNG. Medium error correction, as wallets print theirs, with a quiet zone
 * of four modules. The payload is bounded (512 characters, EMVCo's ceiling), so is the work.
 */
export async function drawPaymentQr(payload: string): Promise<Buffer> {
  if (payload.length === 0 || payload.length > MAX_EMVCO_LENGTH)
    throw new RangeError('A payment QR payload is 1–512 characters');
  return QRCode.toBuffer(payload, { type: 'png', width: PAYMENT_QR_WIDTH, margin: 4, errorCorrectionLevel: 'M' });
}
