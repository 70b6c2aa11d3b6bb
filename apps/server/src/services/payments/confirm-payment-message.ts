import { CREDIT_MESSAGE_MESSAGES, CREDIT_RRN } from '@beatpasal/shared/payments/credit-message-api';
import type { TSale } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { findUsedRrns } from '../../db/repositories/credit-messages-repository';
import { isUniqueViolation } from '../../db/repositories/postgres-errors';
import { findOwnPurchase } from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';
import { approvePurchase, type TPaymentConfirmation } from '../purchases/approve-purchase';
import { purchaseNotFound, requireSeller } from '../purchases/purchase-access';
import type { TMessage } from '@beatpasal/shared/message-keys';

export interface ConfirmPaymentMessageInput {
  userId: string;
  purchaseId: string;
  amountPaisa: number;
  rrn: string | null;
  sender: string | null;
  sentAt: string | null;
  via: TPaymentConfirmation['via'];
}

const conflict = (userMessage: TMessage) => new AppError('CONFLICT', { userMessage });

/**
 * Marks a sale paid from a credit message's fields (decision 065). The fields come from the
 * browser or a stored forwarded message, so they are checked again here: the order is the
 * artist's own, the amount is its amount to the paisa, and the RRN has confirmed no other sale
 * (the unique index purchases_payment_rrn_idx settles a race). The same confirmation twice
 * changes nothing; approvePurchase's own refusals (a closed order, another buyer's paid order an
 * exclusive would close) reach the artist as they are, and Mark as Paid remains.
 */
export async function confirmPaymentMessage(
  ctx: AppContext,
  input: ConfirmPaymentMessageInput,
): Promise<{ sale: TSale; changed: boolean }> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const row = await findOwnPurchase(db, input.purchaseId, { artistId: input.userId });
  if (!row) throw purchaseNotFound();
  const rrn = input.rrn === null ? null : input.rrn.replace(/\s+/g, '').toUpperCase();
  const receivedAt = input.sentAt ? new Date(input.sentAt) : null;
  if ((rrn !== null && !CREDIT_RRN.test(rrn)) || (receivedAt && Number.isNaN(receivedAt.getTime()))) {
    throw new AppError('BAD_REQUEST', { userMessage: CREDIT_MESSAGE_MESSAGES.badFields });
  }
  const approve = (confirmation?: TPaymentConfirmation) =>
    approvePurchase(ctx, { userId: input.userId, purchaseId: row.id, confirmation });
  if (row.status === 'approved') {
    if (rrn !== null && row.paymentRrn === rrn) return { sale: await approve(), changed: false };
    throw conflict(CREDIT_MESSAGE_MESSAGES.alreadyPaid);
  }
  if (row.amountPaisa !== input.amountPaisa) throw conflict(CREDIT_MESSAGE_MESSAGES.amountMismatch);
  if (rrn !== null && (await findUsedRrns(db, input.userId, [rrn])).size > 0)
    throw conflict(CREDIT_MESSAGE_MESSAGES.rrnUsed);
  try {
    const sale = await approve({ via: input.via, rrn, sender: input.sender, receivedAt });
    return { sale, changed: true };
  } catch (error) {
    if (isUniqueViolation(error, 'purchases_payment_rrn_idx')) throw conflict(CREDIT_MESSAGE_MESSAGES.rrnUsed);
    throw error;
  }
}
