import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { followKeys } from './follow-keys';

function feedPath(cursor: string | null): string {
  const base = '/api/me/following/tracks';
  return cursor === null ? base : `${base}?cursor=${encodeURIComponent(cursor)}`;
}

/** New tracks of the artists the signed-in person follows, newest first. */
export function useFollowingFeed(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: followKeys.feed,
    queryFn: ({ pageParam, signal }) => apiFetch<TFeedPage>(feedPath(pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isEnabled,
  });
}
