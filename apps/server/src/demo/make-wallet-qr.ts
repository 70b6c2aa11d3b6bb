import QRCode from 'qrcode';
import sharp from 'sharp';

export type TDemoWallet = 'esewa' | 'khalti';

const WALLETS: Record<TDemoWallet, { name: string; color: string; idField: string }> = {
  esewa: { name: 'eSewa', color: '#60bb46', idField: 'eSewa_id' },
  khalti: { name: 'Khalti', color: '#5c2d91', idField: 'khalti_id' },
};

const QR_SIZE = 560;
const BAND = 120;

/**
 * A wallet's "scan to pay" card: a real, scannable QR code (qrcode) under a coloured band with the
 * wallet's name, like the cards artists screenshot from their wallet apps. The payload carries a
 * demo wallet id (a number in an unassigned 980000xxxx range) and the artist's name.
 */
export async function makeWalletQr(wallet: TDemoWallet, walletId: string, name: string): Promise<Buffer> {
  const { name: label, color, idField } = WALLETS[wallet];
  const payload = JSON.stringify({ [idField]: walletId, name });
  const qr = await QRCode.toBuffer(payload, { type: 'png', width: QR_SIZE, margin: 3, errorCorrectionLevel: 'M' });
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE}" height="${BAND}"><rect width="100%" height="100%" fill="${color}"/>` +
      `<text x="50%" y="78" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  );
  return sharp({ create: { width: QR_SIZE, height: QR_SIZE + BAND, channels: 3, background: '#ffffff' } })
    .composite([
      { input: band, top: 0, left: 0 },
      { input: qr, top: BAND, left: 0 },
    ])
    .png()
    .toBuffer();
}
