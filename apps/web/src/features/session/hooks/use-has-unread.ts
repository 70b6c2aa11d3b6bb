import { UNREAD_POLL_MS } from '@beatpasal/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_EVENT_TYPES, UNREAD_QUERY_KEY } from '../../../lib/unread-query';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { fetchUnread } from '../api/fetch-unread';
import { useSession } from '../../../lib/session';

/**
 * The navbar's unread dot (spec §2.2, §4): first painted from /api/me's `hasUnread`, then read
 * again from /api/me/unread whenever a message event arrives over the realtime stream; polled
 * every 5 s only while the stream is down. A failed read keeps the last answer.
 */
export function useHasUnread(): boolean {
  const session = useSession();
  const role = session.data?.profile?.role;
  const hasInbox = Boolean(session.data?.user) && (role === 'artist' || role === 'buyer');
  const isLive = useLiveRefresh(MESSAGE_EVENT_TYPES, UNREAD_QUERY_KEY, hasInbox);
  const fromSession = session.data?.hasUnread;
  const unread = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: ({ signal }) => fetchUnread(signal),
    enabled: hasInbox,
    initialData: fromSession === undefined ? undefined : { hasUnread: fromSession },
    initialDataUpdatedAt: session.dataUpdatedAt,
    // Only an event, the fallback poll or a reconnect reads it again; /api/me answered the first paint.
    staleTime: Infinity,
    refetchInterval: isLive ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: false,
  });
  if (!hasInbox) return false;
  // Whichever answer is newer: the session's own 30 s refresh also carries `hasUnread`.
  if (unread.data === undefined || (fromSession !== undefined && session.dataUpdatedAt > unread.dataUpdatedAt))
    return fromSession === true;
  return unread.data.hasUnread;
}
