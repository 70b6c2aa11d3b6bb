import {
  QUEUE_MESSAGES,
  QUEUE_PAGE_SIZE,
  type TAppealPage,
  type TAppealQueueQuery,
} from '@beatpasal/shared/schemas/admin-queues';
import type { Queryable } from '../../../db/client';
import { listAppealQueue } from '../../../db/repositories/strikes-repository';
import { nextQueueCursor, parseQueueCursor } from '../../admin/queue-cursor';

/** GET /api/admin/appeals: appealed warnings, pending or decided, newest appeal first. */
export async function listAppeals(q: Queryable, query: TAppealQueueQuery): Promise<TAppealPage> {
  const after = parseQueueCursor(query.cursor, QUEUE_MESSAGES.badCursor);
  const rows = await listAppealQueue(q, { isDecided: query.state === 'decided', after, limit: QUEUE_PAGE_SIZE + 1 });
  const page = rows.slice(0, QUEUE_PAGE_SIZE);
  return {
    appeals: page.map((row) => ({
      strikeId: row.id,
      userId: row.userId,
      email: row.email,
      reason: row.reason,
      appeal: row.appeal ?? '',
      appealedAt: (row.appealedAt ?? row.createdAt).toISOString(),
      createdAt: row.createdAt.toISOString(),
      activeStrikes: row.activeStrikes,
      decision: row.appealDecision,
      decisionNote: row.decisionNote,
    })),
    nextCursor: nextQueueCursor(
      rows.length > QUEUE_PAGE_SIZE,
      page.at(-1) && { id: page.at(-1)!.id, createdAt: page.at(-1)!.appealedAt! },
    ),
  };
}
