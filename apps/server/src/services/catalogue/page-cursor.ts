import { CATALOGUE_MESSAGES } from '@beatpasal/shared/schemas/catalogue-api';
import type { TKeyType } from '../../db/repositories/card-page-source';
import { isCursorKey } from '../../db/repositories/cursor-keys';
import { AppError } from '../../errors/app-error';

/**
 * Opaque page cursors: base64url of `[listName, ...lastRowSortKeys]`. The browser passes back
 * what it was given; a cursor of another list, or one whose keys do not have the list's types,
 * is refused with a 400 instead of reaching SQL.
 */
export function encodeCursor(listName: string, keys: readonly string[]): string {
  return Buffer.from(JSON.stringify([listName, ...keys]), 'utf8').toString('base64url');
}

function badCursor(reason: string): AppError {
  return new AppError('BAD_REQUEST', { userMessage: CATALOGUE_MESSAGES.badCursor, message: `bad cursor: ${reason}` });
}

function parseJson(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor('not base64url JSON');
  }
}

/** The sort keys a cursor carries, checked against the list it must belong to; null without a cursor. */
export function decodeCursor(
  cursor: string | undefined,
  listName: string,
  types: readonly TKeyType[],
): string[] | null {
  if (cursor === undefined || cursor === '') return null;
  const parsed = parseJson(cursor);
  if (!Array.isArray(parsed) || !parsed.every((item): item is string => typeof item === 'string'))
    throw badCursor('not a list of strings');
  const [name, ...keys] = parsed;
  if (name !== listName) throw badCursor(`cursor of list ${String(name)} used for ${listName}`);
  if (keys.length !== types.length) throw badCursor('wrong number of keys');
  if (!keys.every((key, index) => isCursorKey(types[index]!, key))) throw badCursor('malformed key');
  return keys;
}
