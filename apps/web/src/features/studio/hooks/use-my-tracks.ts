import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TMyTrackPage } from '@beatpasal/shared/schemas/my-tracks';
import { fetchMyTracksPage, myTracksKeys } from '../api/my-tracks-api';
import { useTrackEvents } from './use-track-events';

/** How often the list is re-read while a track is processing and the realtime stream is down. */
export const PROCESSING_POLL_MS = 4000;

const hasProcessing = (data: InfiniteData<TMyTrackPage> | undefined) =>
  data?.pages.some((page) => page.items.some((track) => track.status === 'processing')) ?? false;

/** The artist's tracks, newest first, kept fresh while any of them is still processing. */
export function useMyTracks() {
  const isLive = useTrackEvents();
  const query = useInfiniteQuery({
    queryKey: myTracksKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchMyTracksPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    refetchInterval: (current) => (hasProcessing(current.state.data) && !isLive ? PROCESSING_POLL_MS : false),
  });
  const tracks = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, tracks };
}
