import { ADMIN_MESSAGES } from '@beatpasal/shared/schemas/admin';
import { DISPUTE_PAGE_SIZE, type TDisputePage, type TDisputesQuery } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { listDisputeQueue } from '../../../db/repositories/disputes-repository';
import { nextQueueCursor, pageKey, parseQueueCursor } from '../../admin/queue-cursor';
import { presentDisputeSummary } from './present-dispute';

/** GET /api/admin/disputes: the disputes of one status, newest first. */
export async function listDisputes(ctx: AppContext, query: TDisputesQuery): Promise<TDisputePage> {
  const rows = await listDisputeQueue(ctx.database.db, {
    status: query.status,
    after: parseQueueCursor(query.cursor, ADMIN_MESSAGES.badCursor),
    limit: DISPUTE_PAGE_SIZE + 1,
  });
  return {
    disputes: rows.slice(0, DISPUTE_PAGE_SIZE).map(presentDisputeSummary),
    nextCursor: nextQueueCursor(
      rows.length > DISPUTE_PAGE_SIZE,
      pageKey(rows[DISPUTE_PAGE_SIZE - 1], (row) => ({ createdAt: row.dispute.createdAt, id: row.dispute.id })),
    ),
  };
}
