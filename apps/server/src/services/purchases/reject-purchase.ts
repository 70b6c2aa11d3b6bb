import { isExclusiveKind } from '@beatpasal/shared/licences';
import { PURCHASE_MESSAGES, type TRejectPurchase, type TSale } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { findOwnPurchase, findPurchaseView, lockTrackForSale, setTrackSold, updatePurchase } from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';
import { mailBuyerRejected } from './purchase-mails';
import { presentSale } from './present-purchase';
import { purchaseNotFound, requireNotFrozen, requireSeller, requireTransition } from './purchase-access';

export interface RejectPurchaseInput extends TRejectPurchase {
  userId: string;
  purchaseId: string;
}

/**
 * POST /api/purchases/:id/reject with a reason of spec §3 and the refund in NPR. Rejecting the
 * approved exclusive sale that sold the track puts the track back on sale; a second rejection
 * changes nothing.
 */
export async function rejectPurchase(ctx: AppContext, input: RejectPurchaseInput): Promise<TSale> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const owner = { artistId: input.userId };
  const found = await findOwnPurchase(db, input.purchaseId, owner);
  if (!found) throw purchaseNotFound();
  if (input.refundNpr > found.priceNpr) {
    throw new AppError('BAD_REQUEST', { userMessage: PURCHASE_MESSAGES.refundInvalid, fieldErrors: { refundNpr: PURCHASE_MESSAGES.refundInvalid } });
  }

  await db.transaction(async (tx) => {
    const track = await lockTrackForSale(tx, found.trackId);
    const row = await findOwnPurchase(tx, found.id, owner, { forUpdate: true });
    if (!row || !track) throw purchaseNotFound();
    await requireNotFrozen(tx, row);
    if (row.status === 'rejected') return;
    const transition = requireTransition(row.status, 'reject', 'artist');
    if (transition.effects.includes('put_back_on_sale_if_sold_by_it') && isExclusiveKind(row.licenceKind) && track.isSold) {
      await setTrackSold(tx, track.id, false);
    }
    const rejected = await updatePurchase(tx, row.id, {
      status: transition.to,
      decidedAt: new Date(),
      rejectionReason: input.reason,
      rejectionNote: input.note || null,
      refundNpr: input.refundNpr,
    });
    await mailBuyerRejected(ctx, tx, rejected);
    await ctx.events.publish(tx, { userIds: [row.buyerId, row.artistId], type: 'purchase.updated', data: { purchaseId: row.id } });
  });
  ctx.worker.notify();
  return presentSale(ctx.storage, (await findPurchaseView(db, found.id))!);
}
