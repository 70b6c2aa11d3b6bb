import { disputeReasonsFor, owesRefund, type TPurchaseTrust } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { isAnyPartySuspended } from '../../../db/repositories/account-states-repository';
import { findLatestDispute } from '../../../db/repositories/disputes-repository';
import { findOwnPurchase } from '../../../db/repositories/purchases-repository';
import { purchaseNotFound } from '../../purchases/purchase-access';

/**
 * GET /api/purchases/:id/trust for its buyer or artist: whether it is frozen, its dispute, and
 * (for the buyer only) which dispute reasons it allows now and whether a refund can be confirmed.
 */
export async function getPurchaseTrust(
  ctx: AppContext,
  input: { userId: string; purchaseId: string },
): Promise<TPurchaseTrust> {
  const { db } = ctx.database;
  const row = await findOwnPurchase(db, input.purchaseId, { buyerOrArtistId: input.userId });
  if (!row) throw purchaseNotFound();
  const [dispute, isFrozen] = await Promise.all([findLatestDispute(db, row.id), isAnyPartySuspended(db, row)]);
  const isBuyer = row.buyerId === input.userId;
  const open = dispute?.status === 'open' ? dispute : null;
  const decided = dispute && !open && dispute.decidedAt ? dispute : null;
  return {
    disputeReasons: isBuyer && !open ? disputeReasonsFor(row, new Date()) : [],
    openDispute: open && { id: open.id, reason: open.reason, createdAt: open.createdAt.toISOString() },
    lastDecision: decided && {
      status: decided.status,
      note: decided.decisionNote ?? '',
      decidedAt: decided.decidedAt!.toISOString(),
    },
    refundConfirmedAt: row.refundConfirmedAt?.toISOString() ?? null,
    canConfirmRefund: isBuyer && owesRefund(row) && row.refundConfirmedAt === null,
    isFrozen,
  };
}
