import { PAYMENT_QR_MESSAGES } from '@beatpasal/shared/payments/payment-qr-api';
import type { AppContext } from '../../context';
import { findOwnPurchase } from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';
import { purchaseNotFound, requireNotFrozen } from '../purchases/purchase-access';
import { drawWalletAmountQr } from './draw-wallet-amount-qr';

/** Only a purchase the buyer can still pay has a payment QR. */
const PAYABLE = new Set(['awaiting_payment', 'pending']);

/**
 * GET /api/purchases/:id/payment-qr (issue 30 item 2, decision 064): for the purchase's buyer, a
 * PNG of the artist's EMVCo QR with tag 01 = 12, tag 54 = the purchase's exact amount and, when the
 * artist switched it on for that wallet, the order reference in tag 62. The artist, anyone else and
 * a wallet of another artist find nothing.
 */
export async function getPaymentQr(
  ctx: AppContext,
  input: { userId: string; purchaseId: string; walletQrId: string },
): Promise<Buffer> {
  const { db } = ctx.database;
  const purchase = await findOwnPurchase(db, input.purchaseId, { buyerId: input.userId });
  if (!purchase) throw purchaseNotFound();
  if (!PAYABLE.has(purchase.status))
    throw new AppError('CONFLICT', { userMessage: PAYMENT_QR_MESSAGES.notAwaitingPayment });
  await requireNotFrozen(db, purchase);
  return drawWalletAmountQr(db, {
    ownerId: purchase.artistId,
    walletQrId: input.walletQrId,
    amountPaisa: purchase.amountPaisa,
    reference: purchase.referenceCode,
  });
}
