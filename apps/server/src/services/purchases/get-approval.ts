import { isExclusiveKind } from '@beatpasal/shared/licences';
import { OPEN_STATUSES } from '@beatpasal/shared/purchase-states';
import type { TApprovalPreview } from '@beatpasal/shared/schemas/paid-sales';
import type { AppContext } from '../../context';
import { listClosingOrders } from '../../db/repositories/approval-repository';
import { findOwnPurchase } from '../../db/repositories/purchases-repository';
import { purchaseNotFound, requireSeller } from './purchase-access';

/**
 * GET /api/purchases/:id/approval for its artist: the other open orders Mark as Paid would close
 * (only an exclusive or full-rights sale closes any), each with its buyer, amount and whether its
 * proof is in, so the artist confirms knowing what closes and states the refunds (decision 066).
 */
export async function getApproval(
  ctx: AppContext,
  input: { userId: string; purchaseId: string },
): Promise<TApprovalPreview> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const row = await findOwnPurchase(db, input.purchaseId, { artistId: input.userId });
  if (!row) throw purchaseNotFound();
  const isOpen = (OPEN_STATUSES as readonly string[]).includes(row.status);
  const closing = isOpen && isExclusiveKind(row.licenceKind) ? await listClosingOrders(db, row.trackId, row.id) : [];
  return {
    purchaseId: row.id,
    closes: closing.map((order) => ({
      purchaseId: order.id,
      reference: order.referenceCode,
      licenceKind: order.licenceKind,
      priceNpr: order.priceNpr,
      amountPaisa: order.amountPaisa,
      buyer: { username: order.buyerUsername ?? '', fullName: order.buyerFullName },
      hasProof: order.submittedAt !== null,
      submittedAt: order.submittedAt?.toISOString() ?? null,
    })),
  };
}
