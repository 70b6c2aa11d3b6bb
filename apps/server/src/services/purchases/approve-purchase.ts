import { findTransition } from '@beatpasal/shared/purchase-states';
import { isExclusiveKind } from '@beatpasal/shared/licences';
import { PAID_SALE_MESSAGES, type TApprovePurchase } from '@beatpasal/shared/schemas/paid-sales';
import { PURCHASE_MESSAGES, type TSale } from '@beatpasal/shared/schemas/purchases';
import type { TConfirmationSource } from '@beatpasal/shared/payments/payment-kinds';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  findOwnPurchase,
  findPurchaseView,
  lockOtherOpenExclusives,
  lockTrackForSale,
  setTrackSold,
  updatePurchase,
} from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/enqueue-job';
import { recordSaleShares } from '../co-producers/record-sale-shares';
import { notifyPaymentDecided } from '../notifications/notify-people';
import { voidOffersOnSale } from '../offers/void-offers-on-sale';
import { PREPARE_DOWNLOADS_JOB } from './prepare-downloads';
import { mailBuyerClosedPaid } from './paid-sale-mails';
import { mailBuyerApproved, mailBuyerClosedSold } from './purchase-mails';
import { presentSale } from './present-purchase';
import { purchaseNotFound, requireNotFrozen, requireSeller, requireTransition } from './purchase-access';
import { refundOutOfRange } from './revoke-sale';

export interface TPaymentConfirmation {
  via: Exclude<TConfirmationSource, 'artist'>;
  rrn: string | null;
  sender: string | null;
  receivedAt: Date | null;
}

/** The refund the artist states for each paid order the sale closes, by purchase id. */
type TRefunds = ReadonlyMap<string, number>;

/**
 * The other open exclusive purchases of a track just sold: closed, each buyer told (DESIGN §2
 * "sold means exclusive"). An order whose proof is in was (perhaps) paid: it is never closed
 * silently (decision 066). Its refund must have been stated, 0 up to its price; it is stored on the
 * order, which enters the refunds register, and its buyer is mailed the refund and the dispute.
 * A refund naming any other order means the artist looked at a list that has since changed.
 */
async function closeOtherExclusives(
  ctx: AppContext,
  tx: Tx,
  trackId: string,
  soldId: string,
  refunds: TRefunds,
): Promise<void> {
  const others = await lockOtherOpenExclusives(tx, trackId, soldId);
  const paid = others.filter((other) => other.submittedAt !== null);
  if (paid.some((other) => !refunds.has(other.id)))
    throw new AppError('CONFLICT', { userMessage: PAID_SALE_MESSAGES.refundMissing });
  if ([...refunds.keys()].some((id) => !paid.some((other) => other.id === id))) {
    throw new AppError('CONFLICT', { userMessage: PAID_SALE_MESSAGES.refundNotClosed });
  }
  if (paid.some((other) => refunds.get(other.id)! > other.priceNpr)) throw refundOutOfRange('refunds');
  for (const other of others) {
    const transition = findTransition(other.status, 'close_sold', 'system');
    if (!transition) continue;
    const refundNpr = refunds.get(other.id);
    const closed = await updatePurchase(tx, other.id, {
      status: transition.to,
      decidedAt: new Date(),
      ...(refundNpr === undefined ? {} : { refundNpr }),
    });
    if (refundNpr === undefined) await mailBuyerClosedSold(ctx, tx, closed);
    else await mailBuyerClosedPaid(ctx, tx, closed);
    await ctx.events.publish(tx, {
      userIds: [other.buyerId],
      type: 'purchase.updated',
      data: { purchaseId: other.id },
    });
  }
}

export interface ApprovePurchaseInput {
  userId: string;
  purchaseId: string;
  /** The credit message that confirmed the payment (its fields only), when one did; a tap of Mark as Paid has none. */
  confirmation?: TPaymentConfirmation;
  /** The refund for each paid order an exclusive sale closes (GET /api/purchases/:id/approval lists them). */
  refunds?: TApprovePurchase['refunds'];
}

/**
 * POST /api/purchases/:id/approve (Mark as Paid). One transaction locks the track, then the
 * purchase, and checks its state, so of two exclusive purchases approved at once exactly one
 * wins; approving an approved purchase again changes nothing. An exclusive sale that would close
 * a paid order without its refund stated is refused, and nothing changes (decision 066).
 */
export async function approvePurchase(ctx: AppContext, input: ApprovePurchaseInput): Promise<TSale> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const owner = { artistId: input.userId };
  const found = await findOwnPurchase(db, input.purchaseId, owner);
  if (!found) throw purchaseNotFound();
  const refunds: TRefunds = new Map((input.refunds ?? []).map((refund) => [refund.purchaseId, refund.refundNpr]));

  await db.transaction(async (tx) => {
    const track = await lockTrackForSale(tx, found.trackId);
    const row = await findOwnPurchase(tx, found.id, owner, { forUpdate: true });
    if (!row || !track) throw purchaseNotFound();
    await requireNotFrozen(tx, row);
    if (row.status === 'approved') return;
    requireTransition(row.status, 'approve', 'artist');
    if (isExclusiveKind(row.licenceKind)) {
      if (track.isSold) throw new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.soldToAnother });
      await setTrackSold(tx, track.id, true);
      await closeOtherExclusives(ctx, tx, track.id, row.id, refunds);
      await voidOffersOnSale(ctx, tx, track.id);
    }
    const approved = await updatePurchase(tx, row.id, {
      status: 'approved',
      decidedAt: new Date(),
      confirmedVia: input.confirmation?.via ?? 'artist',
      paymentRrn: input.confirmation?.rrn ?? null,
      paymentSender: input.confirmation?.sender ?? null,
      paymentReceivedAt: input.confirmation?.receivedAt ?? null,
    });
    await recordSaleShares(tx, approved);
    await enqueueJob(tx, PREPARE_DOWNLOADS_JOB, { purchaseId: row.id }, { dedupeKey: `purchase-downloads:${row.id}` });
    await mailBuyerApproved(ctx, tx, approved);
    await notifyPaymentDecided(tx, approved, 'payment_confirmed');
    await ctx.events.publish(tx, {
      userIds: [row.buyerId, row.artistId],
      type: 'purchase.updated',
      data: { purchaseId: row.id },
    });
  });
  ctx.worker.notify();
  return presentSale(ctx.storage, (await findPurchaseView(db, found.id))!);
}
