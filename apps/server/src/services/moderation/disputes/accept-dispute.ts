import { PAID_SALE_MESSAGES, type TAcceptDispute } from '@beatpasal/shared/schemas/paid-sales';
import type { TSale } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../../context';
import { findDisputeView, setDisputeDecision } from '../../../db/repositories/disputes-repository';
import { findPurchaseView } from '../../../db/repositories/purchases-repository';
import { AppError } from '../../../errors/app-error';
import { presentSale } from '../../purchases/present-purchase';
import { requireSeller } from '../../purchases/purchase-access';
import { revokeSale } from '../../purchases/revoke-sale';
import { restateBuyerRefund } from './restate-buyer-refund';

const disputeNotFound = () => new AppError('NOT_FOUND', { userMessage: PAID_SALE_MESSAGES.disputeNotYours });

/**
 * POST /api/disputes/:id/accept by the artist of the disputed sale (decision 066): the buyer is
 * right, with the refund stated. The dispute is resolved for the buyer; an approved sale is
 * revoked (its agreement stays with the buyer, marked revoked; an exclusive goes back on sale);
 * a rejected or closed order gets the new refund for the buyer to confirm. The dispute update
 * only matches an open dispute, so accepting twice, or after an administrator decided, is a 409.
 */
export async function acceptDispute(
  ctx: AppContext,
  input: { userId: string; disputeId: string } & TAcceptDispute,
): Promise<TSale> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const view = await findDisputeView(db, input.disputeId);
  if (!view || view.dispute.artistId !== input.userId) throw disputeNotFound();
  const { purchase } = view;
  if (purchase.status === 'pending' || purchase.status === 'awaiting_payment') {
    throw new AppError('CONFLICT', { userMessage: PAID_SALE_MESSAGES.disputeOnPending });
  }

  await db.transaction(async (tx) => {
    const decided = await setDisputeDecision(tx, view.dispute.id, {
      status: 'resolved_buyer',
      decisionNote: input.note,
      decidedBy: input.userId,
    });
    if (!decided) throw new AppError('CONFLICT', { userMessage: PAID_SALE_MESSAGES.disputeDecided });
    if (purchase.status === 'approved') {
      await revokeSale(ctx, tx, {
        purchaseId: purchase.id,
        trackId: purchase.trackId,
        by: 'artist',
        refundNpr: input.refundNpr,
        reason: input.note,
      });
    } else {
      await restateBuyerRefund(ctx, tx, {
        purchaseId: purchase.id,
        refundNpr: input.refundNpr,
        note: input.note,
        disputeId: decided.id,
      });
    }
  });
  ctx.worker.notify();
  return presentSale(ctx.storage, (await findPurchaseView(db, purchase.id))!);
}
