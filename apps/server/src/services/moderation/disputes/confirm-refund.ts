import { owesRefund, TRUST_MESSAGES } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { findOwnPurchase } from '../../../db/repositories/purchases-repository';
import { setRefundConfirmed } from '../../../db/repositories/refunds-repository';
import { AppError } from '../../../errors/app-error';
import { purchaseNotFound, requireBuyer } from '../../purchases/purchase-access';

/**
 * POST /api/purchases/:id/refund-received by the buyer of a rejected purchase or of an order closed
 * after its proof was in (decision 066): it leaves the overdue refunds, once.
 */
export async function confirmRefund(
  ctx: AppContext,
  input: { userId: string; purchaseId: string },
): Promise<{ refundConfirmedAt: string }> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  const row = await findOwnPurchase(db, input.purchaseId, { buyerId: input.userId });
  if (!row) throw purchaseNotFound();
  if (!owesRefund(row)) throw new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.refundNotRejected });
  const at = await setRefundConfirmed(db, row.id, input.userId);
  if (!at) throw new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.refundConfirmed });
  await ctx.events.publish(db, {
    userIds: [row.buyerId, row.artistId],
    type: 'purchase.updated',
    data: { purchaseId: row.id },
  });
  return { refundConfirmedAt: at.toISOString() };
}
