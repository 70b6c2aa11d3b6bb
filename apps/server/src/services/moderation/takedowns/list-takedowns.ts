import {
  QUEUE_MESSAGES,
  QUEUE_PAGE_SIZE,
  type TTakedownPage,
  type TTakedownQueueQuery,
} from '@beatpasal/shared/schemas/admin-queues';
import type { Queryable } from '../../../db/client';
import { listTakedownQueue } from '../../../db/repositories/takedowns-repository';
import { ownTakedownOf } from './list-my-takedowns';
import { nextQueueCursor, parseQueueCursor } from '../../admin/queue-cursor';

/** GET /api/admin/takedowns: copyright notices of one status with the artist's answer, newest first. */
export async function listTakedowns(q: Queryable, query: TTakedownQueueQuery): Promise<TTakedownPage> {
  const after = parseQueueCursor(query.cursor, QUEUE_MESSAGES.badCursor);
  const rows = await listTakedownQueue(q, { status: query.status, after, limit: QUEUE_PAGE_SIZE + 1 });
  const page = rows.slice(0, QUEUE_PAGE_SIZE);
  return {
    takedowns: page.map((row) => ({
      ...ownTakedownOf(row),
      contactEmail: row.contactEmail,
      trackUrl: row.trackUrl,
      signature: row.signature,
      artistEmail: row.artistEmail,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
    nextCursor: nextQueueCursor(rows.length > QUEUE_PAGE_SIZE, page.at(-1)),
  };
}
