import type { TMyTrackPage } from '@beatpasal/shared/schemas/my-tracks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * Whether the signed-in artist has uploaded any track (undefined until known). The key sits under
 * the studio's ['studio', 'my-tracks'] so an upload or a delete, which invalidates those, refreshes it.
 */
export function useHasTracks(): boolean | undefined {
  const { data } = useQuery({
    queryKey: ['studio', 'my-tracks', 'has-any'],
    queryFn: ({ signal }) => apiFetch<TMyTrackPage>('/api/me/tracks', { signal }),
    select: (page) => page.items.length > 0,
    staleTime: 60_000,
  });
  return data;
}
