import { isExclusiveKind } from '@beatpasal/shared/licences';
import { PAID_SALE_MESSAGES } from '@beatpasal/shared/schemas/paid-sales';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  findPurchaseForUpdate,
  lockTrackForSale,
  setTrackSold,
  updatePurchase,
  type TPurchaseRow,
} from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';
import { mailSaleRevoked } from './paid-sale-mails';
import { purchaseNotFound, requireNotFrozen, requireTransition } from './purchase-access';
import { reviseRevokedShares } from '../co-producers/revise-revoked-shares';

export interface RevokeSaleInput {
  purchaseId: string;
  trackId: string;
  /** The artist accepting the buyer's dispute, or an administrator deciding it for the buyer. */
  by: 'artist' | 'admin';
  refundNpr: number;
  /** Why, in the words of whoever decided: shown to the buyer beside the revoked agreement. */
  reason: string;
}

export const refundOutOfRange = (field = 'refundNpr') =>
  new AppError('BAD_REQUEST', {
    userMessage: PAID_SALE_MESSAGES.refundInvalid,
    fieldErrors: { [field]: PAID_SALE_MESSAGES.refundInvalid },
  });

/**
 * Undoes an approved sale inside the caller's transaction (decision 066): the only way from
 * approved to rejected. Locks the track, then the purchase (approve's order, so the two cannot
 * deadlock); the purchase is rejected with `revoked_at`, the refund and the reason; the files
 * close but the agreement stays with the buyer, marked revoked; an exclusive sale that sold the
 * track puts it back on sale. Both sides are mailed.
 */
export async function revokeSale(ctx: AppContext, tx: Tx, input: RevokeSaleInput): Promise<TPurchaseRow> {
  const track = await lockTrackForSale(tx, input.trackId);
  const row = await findPurchaseForUpdate(tx, input.purchaseId);
  if (!row || !track || row.trackId !== track.id) throw purchaseNotFound();
  await requireNotFrozen(tx, row);
  requireTransition(row.status, 'revoke', input.by);
  if (input.refundNpr > row.priceNpr) throw refundOutOfRange();
  // An approved exclusive is what marked its track sold (only one can be approved), so it unsells it.
  if (isExclusiveKind(row.licenceKind) && track.isSold) await setTrackSold(tx, track.id, false);
  const now = new Date();
  const revoked = await updatePurchase(tx, row.id, {
    status: 'rejected',
    decidedAt: now,
    revokedAt: now,
    rejectionReason: 'other',
    rejectionNote: input.reason,
    refundNpr: input.refundNpr,
  });
  await reviseRevokedShares(tx, row, input.refundNpr);
  await mailSaleRevoked(ctx, tx, revoked, input.by);
  await ctx.events.publish(tx, {
    userIds: [row.buyerId, row.artistId],
    type: 'purchase.updated',
    data: { purchaseId: row.id },
  });
  return revoked;
}
