import type { TMe } from '@beatpasal/shared/schemas/accounts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { usePageHydrated } from '../../../lib/page-hydration';

/**
 * The session's own query key: the app reads GET /api/me under it before any page renders, so
 * asking here costs no request. Not validated with zod, like the session's, so extra fields the
 * session keeps (the unread dot) survive whichever observer fetches.
 */
const SESSION_QUERY_KEY = ['session'] as const;

export interface TViewer {
  /** False until GET /api/me has answered. */
  isKnown: boolean;
  isSignedIn: boolean;
  username: string | null;
  role: 'artist' | 'buyer' | 'admin' | null;
}

function viewerOf(data: TMe | undefined): TViewer {
  return {
    isKnown: data !== undefined,
    isSignedIn: Boolean(data?.user),
    username: data?.profile?.username ?? null,
    role: data?.profile?.role ?? null,
  };
}

/** Who is looking at the page: decides likes, the Message button and the Purchased tab. */
export function useViewer(): TViewer {
  const { data } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<TMe>('/api/me', { signal }),
    staleTime: 30_000,
    enabled: usePageHydrated(),
  });
  return viewerOf(data);
}

/** The viewer as the session's query knows them now, for a press: no observer, no render. */
export function currentViewer(queryClient: QueryClient): TViewer {
  return viewerOf(queryClient.getQueryData<TMe>(SESSION_QUERY_KEY));
}
