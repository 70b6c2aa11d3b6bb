import type { TUnreadState } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import { getUnread } from '../messages/get-unread';
import { countUnreadNotifications } from '../notifications/count-unread-notifications';

/**
 * The navbar's Inbox dot and the bell's count together: in /api/me for the first paint and as the
 * first event of the realtime stream, so a page reads neither again when the stream opens (decision 101).
 */
export async function getUnreadState(ctx: AppContext, input: { userId: string }): Promise<TUnreadState> {
  const [{ hasUnread }, { count }] = await Promise.all([getUnread(ctx, input), countUnreadNotifications(ctx, input)]);
  return { hasUnread, unreadNotifications: count };
}
