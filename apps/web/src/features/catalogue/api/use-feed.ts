import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { feedQueryString, type TFeedFilters } from '../lib/feed-filters';
import { catalogueKeys } from './catalogue-keys';

/** Appends the keyset cursor of the next page to a list address that may already have a query string. */
export function withCursor(path: string, cursor: string | null): string {
  if (cursor === null) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}cursor=${encodeURIComponent(cursor)}`;
}

/** Any paged list of track cards: GET `path`, then `nextCursor` until it is null. */
export function useTrackPages(queryKey: readonly unknown[], path: string, enabled = true) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }): Promise<TFeedPage> =>
      apiFetch<TFeedPage>(withCursor(path, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** GET /api/tracks with the filters and sort; `home` asks for the two latest tracks per artist. */
export function useFeed(filters: TFeedFilters, options: { home?: boolean } = {}) {
  const query = feedQueryString(filters, options);
  return useTrackPages(catalogueKeys.feed(query), `/api/tracks${query ? `?${query}` : ''}`);
}
