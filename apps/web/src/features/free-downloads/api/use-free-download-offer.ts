import type { TFreeDownloadState } from '@beatpasal/shared/schemas/free-downloads';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { freeDownloadKeys, offerPath } from './free-download-keys';

/** Whether the track page shows the button. No schema: the track page's chunk stays without zod. */
export function useFreeDownloadOffer(trackId: string) {
  return useQuery({
    queryKey: freeDownloadKeys.offer(trackId),
    queryFn: ({ signal }) => apiFetch<TFreeDownloadState>(offerPath(trackId), { signal }),
  });
}
