import { z } from 'zod';
import { defineMessages } from '../message-keys';

/**
 * The routes of issue 30 items 1–2 (decision 064): the artist's switch for the order reference in
 * tag 62, and the buyer's checkout QR that carries the exact amount.
 */

export const PAYMENT_QR_MESSAGES = defineMessages('paymentQr', {
  walletNotFound: 'This wallet QR code is not one of the artist’s. Reload the page and choose a wallet again.',
  cannotCarryAmount: 'This wallet QR code cannot carry the amount: scan the artist’s own QR and type the amount shown.',
  notAwaitingPayment: 'This purchase is no longer waiting for payment, so it has no payment QR.',
  includeReferenceRequired: 'Say whether checkout QR codes should carry the order reference.',
});

/** PATCH /api/me/wallet-qrs/:id */
export const ZWalletQrSettings = z.object({
  includeReference: z.boolean({ error: PAYMENT_QR_MESSAGES.includeReferenceRequired.key }),
});
export type TWalletQrSettings = z.infer<typeof ZWalletQrSettings>;

/** GET /api/purchases/:id/payment-qr?wallet= */
export const ZPaymentQrQuery = z.object({ wallet: z.string().max(100) });

/** The path of a purchase's checkout QR for one wallet, as the web asks for it. */
export function paymentQrPath(purchaseId: string, walletQrId: string): string {
  return `/api/purchases/${encodeURIComponent(purchaseId)}/payment-qr?wallet=${encodeURIComponent(walletQrId)}`;
}
