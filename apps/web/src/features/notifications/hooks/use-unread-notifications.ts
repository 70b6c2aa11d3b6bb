import type { TUnreadState } from '@beatpasal/shared/schemas/messages';
import { useViewer } from '../../../lib/session';
import { useUnreadAnswer } from '../../../lib/use-unread-answer';
import { fetchUnreadCount } from '../api/fetch-unread-count';
import { NOTIFICATION_EVENT_TYPES, UNREAD_NOTIFICATIONS_KEY } from '../api/notification-keys';

/** Whether this person has a bell: buyers and artists, once signed in with a username. */
export function useHasBell(): boolean {
  const viewer = useViewer();
  return viewer.isSignedIn && (viewer.role === 'artist' || viewer.role === 'buyer');
}

const pickCount = (state: Partial<TUnreadState>) => state.unreadNotifications;

/**
 * The bell's count: from /api/me, the realtime stream's greeting, and a read after a notification
 * event (or one read in another tab) or while the stream is down (lib/use-unread-answer).
 * Undefined until the first answer.
 */
export function useUnreadNotifications(isEnabled: boolean): number | undefined {
  return useUnreadAnswer({
    queryKey: UNREAD_NOTIFICATIONS_KEY,
    read: fetchUnreadCount,
    pick: pickCount,
    types: NOTIFICATION_EVENT_TYPES,
    isEnabled,
  });
}
