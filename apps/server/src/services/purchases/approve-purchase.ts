import { findTransition } from '@beatpasal/shared/purchase-states';
import { isExclusiveKind } from '@beatpasal/shared/licences';
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
import { voidOffersOnSale } from '../offers/void-offers-on-sale';
import { PREPARE_DOWNLOADS_JOB } from './prepare-downloads';
import { mailBuyerApproved, mailBuyerClosedSold } from './purchase-mails';
import { presentSale } from './present-purchase';
import { purchaseNotFound, requireNotFrozen, requireSeller, requireTransition } from './purchase-access';

export interface TPaymentConfirmation {
  via: Exclude<TConfirmationSource, 'artist'>;
  rrn: string | null;
  sender: string | null;
  receivedAt: Date | null;
}

/** The other open exclusive purchases of a track just sold: closed, each buyer told (DESIGN §2 "sold means exclusive"). */
async function closeOtherExclusives(ctx: AppContext, tx: Tx, trackId: string, soldId: string): Promise<void> {
  for (const other of await lockOtherOpenExclusives(tx, trackId, soldId)) {
    const transition = findTransition(other.status, 'close_sold', 'system');
    if (!transition) continue;
    const closed = await updatePurchase(tx, other.id, { status: transition.to, decidedAt: new Date() });
    await mailBuyerClosedSold(ctx, tx, closed);
    await ctx.events.publish(tx, { userIds: [other.buyerId], type: 'purchase.updated', data: { purchaseId: other.id } });
  }
}

/**
 * POST /api/purchases/:id/approve (Mark as Paid). One transaction locks the track, then the
 * purchase, and checks its state, so of two exclusive purchases approved at once exactly one
 * wins; approving an approved purchase again changes nothing.
 */
export interface ApprovePurchaseInput {
  userId: string;
  purchaseId: string;
  /** The credit message that confirmed the payment (its fields only), when one did; a tap of Mark as Paid has none. */
  confirmation?: TPaymentConfirmation;
}

export async function approvePurchase(ctx: AppContext, input: ApprovePurchaseInput): Promise<TSale> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const owner = { artistId: input.userId };
  const found = await findOwnPurchase(db, input.purchaseId, owner);
  if (!found) throw purchaseNotFound();

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
      await closeOtherExclusives(ctx, tx, track.id, row.id);
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
    await enqueueJob(tx, PREPARE_DOWNLOADS_JOB, { purchaseId: row.id }, { dedupeKey: `purchase-downloads:${row.id}` });
    await mailBuyerApproved(ctx, tx, approved);
    await ctx.events.publish(tx, { userIds: [row.buyerId, row.artistId], type: 'purchase.updated', data: { purchaseId: row.id } });
  });
  ctx.worker.notify();
  return presentSale(ctx.storage, (await findPurchaseView(db, found.id))!);
}
