import { TRUST_MESSAGES } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { findPurchaseForUpdate } from '../../../db/repositories/purchases-repository';
import { restateRefund } from '../../../db/repositories/refunds-repository';
import { AppError } from '../../../errors/app-error';
import { mailRefundRestated } from '../../purchases/paid-sale-mails';
import { purchaseNotFound } from '../../purchases/purchase-access';
import { refundOutOfRange } from '../../purchases/revoke-sale';

/**
 * A dispute about a rejected or closed order decided for the buyer (decision 066): the refund
 * stated replaces the earlier one, and the buyer confirms it afresh. Inside the caller's transaction.
 */
export async function restateBuyerRefund(
  ctx: AppContext,
  tx: Tx,
  input: { purchaseId: string; refundNpr: number; note: string; disputeId: string; mailBuyer?: boolean },
): Promise<void> {
  const row = await findPurchaseForUpdate(tx, input.purchaseId);
  if (!row) throw purchaseNotFound();
  if (input.refundNpr > row.priceNpr) throw refundOutOfRange();
  const restated = await restateRefund(tx, row.id, input.refundNpr);
  if (!restated) throw new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.refundNotRejected });
  if (input.mailBuyer !== false) await mailRefundRestated(ctx, tx, restated, input.note, input.disputeId);
  await ctx.events.publish(tx, {
    userIds: [row.buyerId, row.artistId],
    type: 'purchase.updated',
    data: { purchaseId: row.id },
  });
}
