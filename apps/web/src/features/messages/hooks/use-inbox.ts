import { UNREAD_POLL_MS } from '@beatpasal/shared/constants';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/server-events';
import { MESSAGE_EVENT_TYPES } from '../../../lib/unread-query';
import { fetchInbox, messageKeys } from '../api/messages-api';

/**
 * The person's conversations, newest activity first (keyset pages). Any message event refreshes
 * them at once; while the realtime stream is down they are read again at the unread dot's pace.
 */
export function useInbox() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
  const isLive = useServerEvents(MESSAGE_EVENT_TYPES, { onEvent: refresh, onOpen: refresh });
  return useInfiniteQuery({
    queryKey: messageKeys.inbox(),
    queryFn: ({ pageParam, signal }) => fetchInbox(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: isLive ? false : UNREAD_POLL_MS,
  });
}
