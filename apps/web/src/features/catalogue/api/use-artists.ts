import type { TArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';
import { withCursor } from './use-feed';

/** Artists by track count, most first: the home carousel shows the first page, /artists pages on. */
export function useArtists() {
  return useInfiniteQuery({
    queryKey: catalogueKeys.artists,
    queryFn: ({ pageParam, signal }) => apiFetch<TArtistPage>(withCursor('/api/artists', pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
