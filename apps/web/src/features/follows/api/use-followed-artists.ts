import { ZArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { followKeys } from './follow-keys';

function followingPath(cursor: string | null): string {
  return cursor === null ? '/api/me/following' : `/api/me/following?cursor=${encodeURIComponent(cursor)}`;
}

/** The artists the signed-in person follows, newest follow first. */
export function useFollowedArtists(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: followKeys.artists,
    queryFn: ({ pageParam, signal }) => apiFetch(followingPath(pageParam), { schema: ZArtistPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isEnabled,
  });
}
