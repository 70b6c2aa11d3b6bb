import type { TArtistTab } from '@beatpasal/shared/schemas/catalogue-api';
import { catalogueKeys } from './catalogue-keys';
import { useTrackPages } from './use-feed';

/** An artist's tracks for one tab of their page: home and songs newest first, likes by like count. */
export function useArtistTracks(username: string, tab: TArtistTab) {
  const path = `/api/artists/${encodeURIComponent(username)}/tracks?tab=${tab}`;
  return useTrackPages(catalogueKeys.artistTracks(username, tab), path);
}
