import { buildAmountQr } from '@beatpasal/shared/payments/emvco-qr';
import { PAYMENT_QR_MESSAGES } from '@beatpasal/shared/payments/payment-qr-api';
import type { Queryable } from '../../db/client';
import { findWalletQrPayload } from '../../db/repositories/wallet-qrs-repository';
import { AppError } from '../../errors/app-error';
import { classifyStoredWalletQrs } from '../wallet-qrs/classify-stored-wallet-qrs';
import { drawPaymentQr } from './draw-payment-qr';

/**
 * A PNG of one of `ownerId`'s EMVCo wallet QRs carrying an exact amount (tag 01 = 12, tag 54) and,
 * when the owner switched it on for that wallet and there is one, the reference in tag 62
 * (decision 064). A wallet of anyone else is not found.
 */
export async function drawWalletAmountQr(
  q: Queryable,
  input: { ownerId: string; walletQrId: string; amountPaisa: number; reference: string | null },
): Promise<Buffer> {
  await classifyStoredWalletQrs(q, input.ownerId);
  const wallet = await findWalletQrPayload(q, input.ownerId, input.walletQrId);
  if (!wallet) throw new AppError('NOT_FOUND', { userMessage: PAYMENT_QR_MESSAGES.walletNotFound });
  if (wallet.payloadKind !== 'emvco')
    throw new AppError('CONFLICT', { userMessage: PAYMENT_QR_MESSAGES.cannotCarryAmount });
  let payload: string;
  try {
    payload = buildAmountQr(wallet.decodedText, {
      amountPaisa: input.amountPaisa,
      reference: wallet.includeReference ? input.reference : null,
    });
  } catch (error) {
    // Classified as EMVCo, yet the amount or reference does not fit: the payer uses the owner's own QR instead.
    throw new AppError('CONFLICT', {
      userMessage: PAYMENT_QR_MESSAGES.cannotCarryAmount,
      message: `payment QR not built: ${String(error)}`,
      cause: error,
    });
  }
  return drawPaymentQr(payload);
}
