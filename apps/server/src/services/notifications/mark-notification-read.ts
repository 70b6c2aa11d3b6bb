import { NOTIFICATION_MESSAGES, type TNotification } from '@beatpasal/shared/schemas/notifications';
import type { AppContext } from '../../context';
import { isCursorKey } from '../../db/repositories/cursor-keys';
import { findNotificationViews, markNotificationRead as markRow } from '../../db/repositories/notifications-repository';
import { AppError } from '../../errors/app-error';
import { presentNotification } from './present-notification';

export const NOTIFICATION_READ_EVENT = 'notification.read';

const notFound = () => new AppError('NOT_FOUND', { userMessage: NOTIFICATION_MESSAGES.notFound });

/**
 * POST /api/notifications/:id/read, when the person opens it. Only their own: anyone else's, or
 * an id that is none, answers 404. Read again, it keeps its first read time; their other open
 * pages count again.
 */
export async function markNotificationRead(
  ctx: AppContext,
  input: { userId: string; notificationId: string },
): Promise<TNotification> {
  if (!isCursorKey('uuid', input.notificationId)) throw notFound();
  return ctx.database.db.transaction(async (tx) => {
    const marked = await markRow(tx, input.userId, input.notificationId);
    if (!marked) throw notFound();
    await ctx.events.publish(tx, { userIds: [input.userId], type: NOTIFICATION_READ_EVENT, data: {} });
    const [view] = await findNotificationViews(tx, [marked.id]);
    return presentNotification(view!);
  });
}
