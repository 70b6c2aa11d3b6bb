import { UNREAD_POLL_MS } from '@beatpasal/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/session';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { fetchUnreadCount } from '../api/fetch-unread-count';
import { NOTIFICATION_EVENT_TYPES, NOTIFICATIONS_KEY, UNREAD_NOTIFICATIONS_KEY } from '../api/notification-keys';

/** Whether this person has a bell: buyers and artists, once signed in with a username. */
export function useHasBell(): boolean {
  const viewer = useViewer();
  return viewer.isSignedIn && (viewer.role === 'artist' || viewer.role === 'buyer');
}

/**
 * The bell's count: read once, then again whenever the server announces a notification (or one
 * read in another tab) over the shared realtime stream; polled only while the stream is down.
 * Undefined until the first answer; a failed read keeps the last one.
 */
export function useUnreadNotifications(isEnabled: boolean): number | undefined {
  const isLive = useLiveRefresh(NOTIFICATION_EVENT_TYPES, NOTIFICATIONS_KEY, isEnabled);
  const unread = useQuery({
    queryKey: UNREAD_NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: isEnabled,
    staleTime: Infinity,
    refetchInterval: isLive ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: false,
  });
  return isEnabled ? unread.data : undefined;
}
