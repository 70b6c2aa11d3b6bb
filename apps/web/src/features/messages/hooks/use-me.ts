import { useQueryClient } from '@tanstack/react-query';

/** The session query's key (features/session); every page renders after it has answered. */
const SESSION_QUERY_KEY = ['session'] as const;

interface TSessionShape {
  user: { id: string } | null;
  profile: { role: string | null } | null;
}

/** Who is signed in, read from the session the app already holds (no request). */
export function useMe(): { id: string; isArtist: boolean } {
  const session = useQueryClient().getQueryData<TSessionShape>(SESSION_QUERY_KEY);
  return { id: session?.user?.id ?? '', isArtist: session?.profile?.role === 'artist' };
}
