import { ADMIN_MESSAGES } from '@beatpasal/shared/schemas/admin';
import { isRefundOverdue, REFUND_PAGE_SIZE, type TRefundPage } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { listRejectedPurchases } from '../../../db/repositories/refunds-repository';
import { nextQueueCursor, pageKey, parseQueueCursor } from '../../admin/queue-cursor';

const DAY_MS = 86_400_000;

/**
 * GET /api/admin/refunds: every rejected purchase, and every order closed after its proof was in
 * (decision 066), with its refund and age; 7 days unconfirmed is overdue.
 */
export async function listRefunds(ctx: AppContext, query: { cursor?: string }): Promise<TRefundPage> {
  const rows = await listRejectedPurchases(ctx.database.db, {
    after: parseQueueCursor(query.cursor, ADMIN_MESSAGES.badCursor),
    limit: REFUND_PAGE_SIZE + 1,
  });
  const now = new Date();
  return {
    refunds: rows.slice(0, REFUND_PAGE_SIZE).map((row) => {
      const rejectedAt = row.decidedAt ?? now;
      return {
        purchaseId: row.purchaseId,
        referenceCode: row.referenceCode,
        trackTitle: row.trackTitle,
        buyerEmail: row.buyerEmail,
        artistEmail: row.artistEmail,
        refundNpr: row.refundNpr,
        priceNpr: row.priceNpr,
        rejectedAt: rejectedAt.toISOString(),
        ageDays: Math.floor((now.getTime() - rejectedAt.getTime()) / DAY_MS),
        refundConfirmedAt: row.refundConfirmedAt?.toISOString() ?? null,
        isOverdue: isRefundOverdue(rejectedAt, row.refundConfirmedAt, now),
        hasOpenDispute: row.hasOpenDispute,
      };
    }),
    nextCursor: nextQueueCursor(
      rows.length > REFUND_PAGE_SIZE,
      pageKey(rows[REFUND_PAGE_SIZE - 1], (row) => ({ createdAt: row.decidedAt ?? now, id: row.purchaseId })),
    ),
  };
}
