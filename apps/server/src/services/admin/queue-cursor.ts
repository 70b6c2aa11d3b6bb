import type { TMessage } from '@beatpasal/shared/message-keys';
import { AppError } from '../../errors/app-error';

/** Admin queues page newest first by `createdAt|id` of the previous page's last row. */
const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([0-9a-f-]{36})$/;

export interface TQueueCursor {
  createdAt: string;
  id: string;
}

export function parseQueueCursor(cursor: string | undefined, outOfDateMessage: TMessage): TQueueCursor | null {
  if (!cursor) return null;
  const match = CURSOR.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1]!)))
    throw new AppError('BAD_REQUEST', { userMessage: outOfDateMessage });
  return { createdAt: match[1]!, id: match[2]! };
}

export function nextQueueCursor(hasMore: boolean, last: { createdAt: Date; id: string } | undefined): string | null {
  return hasMore && last ? `${last.createdAt.toISOString()}|${last.id}` : null;
}

/** The cursor key of a page's last row, when there is one. */
export function pageKey<T>(last: T | undefined, key: (row: T) => { createdAt: Date; id: string }) {
  return last === undefined ? undefined : key(last);
}
