import { MAX_UNREAD_COUNT } from '@beatpasal/shared/notification-kinds';
import type { AppContext } from '../../context';
import { countUnread } from '../../db/repositories/notifications-repository';

/** GET /api/notifications/unread-count: the bell's number, counted up to 100 ("99+"). */
export async function countUnreadNotifications(ctx: AppContext, input: { userId: string }): Promise<{ count: number }> {
  return { count: await countUnread(ctx.database.db, input.userId, MAX_UNREAD_COUNT) };
}
