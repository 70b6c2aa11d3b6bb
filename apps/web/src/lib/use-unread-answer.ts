import { UNREAD_EVENT, UNREAD_POLL_MS } from '@beatpasal/shared/constants';
import type { TUnreadState } from '@beatpasal/shared/schemas/messages';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useServerEvents } from './server-events';
import { useSessionUnread } from './session';

/** The stream's greeting, checked by hand since zod stays out of the first load; undefined if malformed. */
export function readUnreadState(data: unknown): TUnreadState | undefined {
  const { hasUnread, unreadNotifications } = (data ?? {}) as Record<string, unknown>;
  if (typeof hasUnread !== 'boolean' || !Number.isInteger(unreadNotifications) || (unreadNotifications as number) < 0)
    return undefined;
  return { hasUnread, unreadNotifications: unreadNotifications as number };
}

interface TUnreadAnswerOptions<T> {
  queryKey: QueryKey;
  read: (signal: AbortSignal) => Promise<T>;
  /** This answer's part of the session's or the greeting's unread state; undefined when it is absent. */
  pick: (state: Partial<TUnreadState>) => T | undefined;
  /** The realtime events after which it is read again. */
  types: readonly string[];
  isEnabled: boolean;
}

/**
 * One of the navbar's unread answers (the Inbox dot, the bell's count), decision 101: first painted
 * from /api/me, then set by the stream's greeting each time the stream (re)opens, so neither the page
 * load nor a reconnect reads it; read again after one of `types`, and every 5 s only while the
 * stream is down. A failed read keeps the last answer. Undefined until there is one.
 */
export function useUnreadAnswer<T>({ queryKey, read, pick, types, isEnabled }: TUnreadAnswerOptions<T>): T | undefined {
  const queryClient = useQueryClient();
  const session = useSessionUnread();
  const fromSession = session.state && pick(session.state);
  const isLive = useServerEvents(
    [...types, UNREAD_EVENT],
    {
      onEvent: (type, data) => {
        const state = type === UNREAD_EVENT ? readUnreadState(data) : undefined;
        if (state) queryClient.setQueryData(queryKey, pick(state));
        else void queryClient.invalidateQueries({ queryKey });
      },
    },
    isEnabled,
  );
  const answer = useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    enabled: isEnabled,
    initialData: fromSession,
    initialDataUpdatedAt: session.updatedAt,
    staleTime: Infinity,
    refetchInterval: isLive ? false : UNREAD_POLL_MS,
    refetchOnWindowFocus: false,
    // Its first answer came with the session: not one of the visitor's answers read again at sign-in.
    meta: { isSignedInOnly: true },
  });
  if (!isEnabled) return undefined;
  // Whichever answer is newer: the session's own 30 s refresh carries both as well.
  if (answer.data === undefined || (fromSession !== undefined && session.updatedAt > answer.dataUpdatedAt))
    return fromSession;
  return answer.data;
}
