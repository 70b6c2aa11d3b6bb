import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export function useTrack(id: string) {
  return useQuery({
    queryKey: catalogueKeys.track(id),
    queryFn: ({ signal }) => apiFetch<TTrackPage>(`/api/tracks/${encodeURIComponent(id)}`, { signal }),
  });
}
