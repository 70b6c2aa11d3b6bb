import { NOTIFICATION_MESSAGES, type TNotificationPage } from '@beatpasal/shared/schemas/notifications';
import type { AppContext } from '../../context';
import { isCursorKey } from '../../db/repositories/cursor-keys';
import { listNotifications as listRows } from '../../db/repositories/notifications-repository';
import { AppError } from '../../errors/app-error';
import { presentNotification } from './present-notification';

/** A cursor is `<created_at to the microsecond>_<id>`; anything else is refused before it reaches SQL. */
function parseCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const [createdAt, id, ...rest] = cursor.split('_');
  if (!createdAt || !id || rest.length > 0 || !isCursorKey('timestamp', createdAt) || !isCursorKey('uuid', id))
    throw new AppError('BAD_REQUEST', { userMessage: NOTIFICATION_MESSAGES.cursorInvalid });
  return { createdAt, id };
}

/** GET /api/notifications: the person's own notifications, newest first, a keyset page at a time. */
export async function listNotifications(
  ctx: AppContext,
  input: { userId: string; cursor?: string; limit: number },
): Promise<TNotificationPage> {
  const before = parseCursor(input.cursor);
  const rows = await listRows(ctx.database.db, input.userId, { before, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  return {
    items: page.map(presentNotification),
    nextCursor: rows.length > input.limit ? page.at(-1)!.cursor : null,
  };
}
