import { SESSION_REFRESH_MS } from '@beatpasal/shared/constants';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePageHydrated } from '../../../lib/page-hydration';
import { fetchMe, type TSession } from '../api/fetch-me';

const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: SESSION_REFRESH_MS,
  // Spec §7: the session is refreshed every 30 s; coming back to the tab checks it at once.
  refetchInterval: SESSION_REFRESH_MS,
  refetchOnWindowFocus: 'always',
});

/**
 * Who is signed in; `data` is undefined until the first answer (the 'checking' state). Asked once
 * the page has hydrated, so a server-rendered page hydrates as the visitor it was rendered for.
 */
export function useSession() {
  return useQuery({ ...sessionQuery, enabled: usePageHydrated() });
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
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
    return session;
  }, [queryClient, refreshSession]);
}

/** Replaces the cached session with one a mutation already returned (POST /api/me/username answers it). */
export function useSetSession(): (session: TSession) => void {
  const queryClient = useQueryClient();
  return useCallback((session) => queryClient.setQueryData(sessionQuery.queryKey, session), [queryClient]);
}
