import {
  ZArtistFreeDownloadPage,
  ZFreeDownload,
  ZFreeDownloadAnswer,
  ZFreeDownloadState,
} from '@beatpasal/shared/schemas/free-downloads';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { freeDownloadKeys, offerPath } from './free-download-keys';

const switchPath = (trackId: string) => `/api/me/tracks/${encodeURIComponent(trackId)}/free-download`;

export function requestFreeDownload(trackId: string, body: { email?: string; follow: boolean }) {
  return apiFetch(offerPath(trackId), { method: 'POST', body, schema: ZFreeDownloadAnswer });
}

export function claimFreeDownload(token: string) {
  return apiFetch('/api/free-downloads/claim', { method: 'POST', body: { token }, schema: ZFreeDownload });
}

/** The studio switch: its state, and turning it on or off. */
export function useFreeDownloadSwitch(trackId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: freeDownloadKeys.switch(trackId),
    queryFn: ({ signal }) => apiFetch(switchPath(trackId), { schema: ZFreeDownloadState, signal }),
  });
  const mutation = useMutation({
    mutationFn: (isFree: boolean) =>
      apiFetch(switchPath(trackId), { method: 'PUT', body: { isFree }, schema: ZFreeDownloadState }),
    onSuccess: (state) => {
      queryClient.setQueryData(freeDownloadKeys.switch(trackId), state);
      void queryClient.invalidateQueries({ queryKey: freeDownloadKeys.offer(trackId) });
    },
  });
  return { query, mutation };
}

/** The artist's free downloads, newest first. */
export function useArtistFreeDownloads() {
  return useInfiniteQuery({
    queryKey: freeDownloadKeys.list,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(`/api/me/free-downloads${pageParam === null ? '' : `?cursor=${encodeURIComponent(pageParam)}`}`, {
        schema: ZArtistFreeDownloadPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
