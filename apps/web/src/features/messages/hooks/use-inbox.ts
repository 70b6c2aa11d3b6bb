import { UNREAD_POLL_MS } from '@beatpasal/shared/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGE_EVENT_TYPES } from '../../../lib/unread-query';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { fetchInbox, messageKeys } from '../api/messages-api';

/**
 * The person's conversations, newest activity first (keyset pages). Any message event refreshes
 * them at once; while the realtime stream is down they are read again at the unread dot's pace.
 */
export function useInbox() {
  const isLive = useLiveRefresh(MESSAGE_EVENT_TYPES, messageKeys.inbox());
  return useInfiniteQuery({
    queryKey: messageKeys.inbox(),
    queryFn: ({ pageParam, signal }) => fetchInbox(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: isLive ? false : UNREAD_POLL_MS,
  });
}
