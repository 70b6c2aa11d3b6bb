import { PURCHASE_MESSAGES, type TRejectPurchase, type TSale } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import {
  findOwnPurchase,
  findPurchaseView,
  lockTrackForSale,
  updatePurchase,
} from '../../db/repositories/purchases-repository';
import { updateRequestLines } from '../../db/repositories/payment-requests-repository';
import { AppError } from '../../errors/app-error';
import { releaseCodeUse } from '../deals/load-price-rules';
import { notifyPaymentDecided } from '../notifications/notify-people';
import { mailBuyerRejected } from './purchase-mails';
import { presentSale } from './present-purchase';
import { purchaseNotFound, requireNotFrozen, requireSeller, requireTransition } from './purchase-access';
import { requireRequestLead } from './request-lines';

export interface RejectPurchaseInput extends TRejectPurchase {
  userId: string;
  purchaseId: string;
}

/**
 * POST /api/purchases/:id/reject with a reason of spec §3 and the refund in NPR, for an order not
 * yet paid for (pending). A second rejection changes nothing; an approved sale cannot be rejected
 * (decision 066).
 */
export async function rejectPurchase(ctx: AppContext, input: RejectPurchaseInput): Promise<TSale> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const owner = { artistId: input.userId };
  const found = await findOwnPurchase(db, input.purchaseId, owner);
  if (!found) throw purchaseNotFound();
  requireRequestLead(found);
  // A grouped request is refunded as one payment: up to its amount in whole rupees (decision 091).
  const paidNpr = found.linePaisa === null ? found.priceNpr : Math.floor(found.amountPaisa / 100);
  if (input.refundNpr > paidNpr) {
    throw new AppError('BAD_REQUEST', {
      userMessage: PURCHASE_MESSAGES.refundInvalid,
      fieldErrors: { refundNpr: PURCHASE_MESSAGES.refundInvalid },
    });
  }

  await db.transaction(async (tx) => {
    const track = await lockTrackForSale(tx, found.trackId);
    const row = await findOwnPurchase(tx, found.id, owner, { forUpdate: true });
    if (!row || !track) throw purchaseNotFound();
    await requireNotFrozen(tx, row);
    if (row.status === 'rejected') return;
    // A paid (approved) sale is refused here with a 409: only a dispute undoes it (decision 066, revoke-sale.ts).
    const transition = requireTransition(row.status, 'reject', 'artist');
    const rejected = await updatePurchase(tx, row.id, {
      status: transition.to,
      decidedAt: new Date(),
      rejectionReason: input.reason,
      rejectionNote: input.note || null,
      refundNpr: input.refundNpr,
    });
    // An unpaid request gives its discount code's use back (a code's cap counts paid and open requests).
    await releaseCodeUse(tx, row.id);
    // The request's other lines are rejected with it; the refund stays on the lead, which carried the payment.
    await updateRequestLines(tx, row.id, row.status, {
      status: transition.to,
      decidedAt: rejected.decidedAt,
      rejectionReason: input.reason,
      rejectionNote: input.note || null,
    });
    await mailBuyerRejected(ctx, tx, rejected);
    await notifyPaymentDecided(tx, rejected, 'payment_rejected');
    await ctx.events.publish(tx, {
      userIds: [row.buyerId, row.artistId],
      type: 'purchase.updated',
      data: { purchaseId: row.id },
    });
  });
  ctx.worker.notify();
  return presentSale(ctx.storage, (await findPurchaseView(db, found.id))!);
}
