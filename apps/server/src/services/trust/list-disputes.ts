import { DISPUTE_PAGE_SIZE, type TDisputePage, type TDisputesQuery } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../context';
import { listDisputeQueue } from '../../db/repositories/disputes-repository';
import { nextTimeIdCursor, parseTimeIdCursor } from '../admin/time-id-cursor';
import { presentDisputeSummary } from './present-dispute';

/** GET /api/admin/disputes: the disputes of one status, newest first. */
export async function listDisputes(ctx: AppContext, query: TDisputesQuery): Promise<TDisputePage> {
  const rows = await listDisputeQueue(ctx.database.db, { status: query.status, after: parseTimeIdCursor(query.cursor), limit: DISPUTE_PAGE_SIZE + 1 });
  return {
    disputes: rows.slice(0, DISPUTE_PAGE_SIZE).map(presentDisputeSummary),
    nextCursor: nextTimeIdCursor(rows, DISPUTE_PAGE_SIZE, (row) => ({ at: row.dispute.createdAt, id: row.dispute.id })),
  };
}
