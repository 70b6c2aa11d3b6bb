import type { TPublicArtistProfile } from '@beatpasal/shared/schemas/account-api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export function useArtistProfile(username: string) {
  return useQuery({
    queryKey: catalogueKeys.profile(username),
    queryFn: ({ signal }) =>
      apiFetch<TPublicArtistProfile>(`/api/profiles/${encodeURIComponent(username)}`, { signal }),
  });
}
