import type { AppContext } from '../../context';
import { markAllNotificationsRead as markRows } from '../../db/repositories/notifications-repository';
import { NOTIFICATION_READ_EVENT } from './mark-notification-read';

/** POST /api/notifications/read-all: every unread notification of the person; again, it marks none. */
export async function markAllNotificationsRead(
  ctx: AppContext,
  input: { userId: string },
): Promise<{ marked: number }> {
  return ctx.database.db.transaction(async (tx) => {
    const marked = await markRows(tx, input.userId);
    if (marked > 0) await ctx.events.publish(tx, { userIds: [input.userId], type: NOTIFICATION_READ_EVENT, data: {} });
    return { marked };
  });
}
