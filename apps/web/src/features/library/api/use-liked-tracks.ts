import { ZFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Starts with `tracks` like every list of track cards, so a like anywhere marks it for reloading. */
export const LIKED_TRACKS_KEY = ['tracks', 'liked'] as const;

function likesPath(cursor: string | null): string {
  return cursor === null ? '/api/me/likes' : `/api/me/likes?cursor=${encodeURIComponent(cursor)}`;
}

/** The signed-in user's liked tracks, newest like first. */
export function useLikedTracks(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: LIKED_TRACKS_KEY,
    queryFn: ({ pageParam, signal }) => apiFetch(likesPath(pageParam), { schema: ZFeedPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isEnabled,
  });
}
