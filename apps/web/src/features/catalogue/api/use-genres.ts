import type { TGenreList } from '@beatpasal/shared/schemas/catalogue-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** Genres that have visible tracks, with their counts. */
export function useGenres() {
  return useQuery({
    queryKey: catalogueKeys.genres,
    queryFn: ({ signal }) => apiFetch<TGenreList>('/api/genres', { signal }),
    select: (list) => list.genres,
  });
}
