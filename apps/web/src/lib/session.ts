import { SESSION_REFRESH_MS } from '@beatpasal/shared/constants';
import type { TMe } from '@beatpasal/shared/schemas/accounts';
import type { TUnreadState } from '@beatpasal/shared/schemas/messages';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePageHydrated } from './page-hydration';
import { sessionRequest } from './session-request';

/** GET /api/me, plus `hasUnread` for the inbox dot once the server sends it (absent: no dot). */
export type TSession = TMe & { hasUnread?: boolean };

/** The one query key of the signed-in session; the server's first render never reads it. */
export const SESSION_QUERY_KEY = ['session'] as const;

/** Not validated with ZMe (zod is not in the first load); the server serialises the answer through ZMe. */
export async function fetchSession(signal?: AbortSignal): Promise<TSession> {
  return (await sessionRequest('/api/me', { signal })) as TSession;
}

const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: SESSION_REFRESH_MS,
});

/**
 * Who is signed in; `data` is undefined until the first answer (the 'checking' state). Asked once
 * the page has hydrated, so a server-rendered page hydrates as the visitor it was rendered for.
 */
export function useSession() {
  return useQuery({
    ...sessionQuery,
    enabled: usePageHydrated(),
    // Spec §7: the session is refreshed every 30 s; coming back to the tab checks it at once.
    refetchInterval: SESSION_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** A view over the session: renders again only when what `view` picks changes; no timer of its own. */
function useSessionView<T extends object>(view: (session: TSession | undefined) => T): T {
  const { data } = useQuery({ ...sessionQuery, enabled: usePageHydrated(), select: view });
  return data ?? view(undefined);
}

export interface TViewer {
  /** False until GET /api/me has answered. */
  isKnown: boolean;
  isSignedIn: boolean;
  username: string | null;
  role: 'artist' | 'buyer' | 'admin' | null;
}

function viewerOf(session: TSession | undefined): TViewer {
  return {
    isKnown: session !== undefined,
    isSignedIn: Boolean(session?.user),
    username: session?.profile?.username ?? null,
    role: session?.profile?.role ?? null,
  };
}

/** Who is looking at the page: decides likes, the Message button and the Purchased tab. */
export const useViewer = (): TViewer => useSessionView(viewerOf);

/** The viewer as the session's query knows them now, for a press: no observer, no render. */
export function currentViewer(queryClient: QueryClient): TViewer {
  return viewerOf(queryClient.getQueryData<TSession>(SESSION_QUERY_KEY));
}

const meOf = (session: TSession | undefined) => ({
  id: session?.user?.id ?? '',
  isArtist: session?.profile?.role === 'artist',
});

/** The signed-in person's id and whether they are an artist ('' before the session answers). */
export const useMe = (): { id: string; isArtist: boolean } => useSessionView(meOf);

const unreadOf = (session: TSession | undefined): Partial<TUnreadState> | undefined =>
  session?.user ? { hasUnread: session.hasUnread, unreadNotifications: session.unreadNotifications } : undefined;

/** The session's own unread answers and when they were read, for the dot's and the bell's newer-answer rule. */
export function useSessionUnread(): { state: Partial<TUnreadState> | undefined; updatedAt: number } {
  const { data, dataUpdatedAt } = useQuery({ ...sessionQuery, enabled: usePageHydrated(), select: unreadOf });
  return { state: data, updatedAt: dataUpdatedAt };
}

/** Reads the session again (after sign-in, a profile change...) and resolves with the new one. */
export function useRefreshSession(): () => Promise<TSession> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }), [queryClient]);
}

/**
 * After signing in: reads the new session and forgets every other cached answer, since those were
 * read as a visitor (a track page would still offer a visitor's choices to the buyer).
 */
export function useStartSignedInSession(): () => Promise<TSession> {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useCallback(async () => {
    const session = await refreshSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    return session;
  }, [queryClient, refreshSession]);
}

/** Replaces the cached session with one a mutation already returned (POST /api/me/username answers it). */
export function useSetSession(): (session: TSession) => void {
  const queryClient = useQueryClient();
  return useCallback((session) => queryClient.setQueryData(SESSION_QUERY_KEY, session), [queryClient]);
}
