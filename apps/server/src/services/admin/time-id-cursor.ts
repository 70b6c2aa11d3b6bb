import { ADMIN_MESSAGES } from '@beatpasal/shared/schemas/admin';
import { AppError } from '../../errors/app-error';

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([0-9a-f-]{36})$/;

export interface TTimeIdCursor {
  at: string;
  id: string;
}

/** `time|uuid` of the last row of the previous page of an admin queue; anything else is a 400. */
export function parseTimeIdCursor(cursor: string | undefined): TTimeIdCursor | null {
  if (!cursor) return null;
  const match = CURSOR.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1]!))) throw new AppError('BAD_REQUEST', { userMessage: ADMIN_MESSAGES.badCursor });
  return { at: match[1]!, id: match[2]! };
}

/** The next page's cursor when `rows` holds one row more than a page. */
export function nextTimeIdCursor<T>(rows: T[], pageSize: number, key: (row: T) => { at: Date; id: string }): string | null {
  const last = rows.length > pageSize ? rows[pageSize - 1] : undefined;
  if (!last) return null;
  const { at, id } = key(last);
  return `${at.toISOString()}|${id}`;
}
