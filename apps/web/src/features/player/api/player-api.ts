import { ZPlayResult, ZStreamLink, ZTrackPage, type TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import { apiFetch } from '../../../lib/api-client';

/** Only what the player draws; the rest of the track page is the catalogue's business. */
const ZPlayerTrack = ZTrackPage.pick({ peaks: true, durationSeconds: true });

export function playerTrackQuery(trackId: string) {
  return {
    queryKey: ['player', 'track', trackId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch(`/api/tracks/${encodeURIComponent(trackId)}`, { schema: ZPlayerTrack, signal }),
    staleTime: Infinity,
  };
}

/** A short-lived link to the preview; the player asks for a new one when it runs out. */
export function fetchStreamLink(trackId: string, signal?: AbortSignal): Promise<TStreamLink> {
  return apiFetch(`/api/tracks/${encodeURIComponent(trackId)}/stream`, { schema: ZStreamLink, signal });
}

export function countPlay(trackId: string): Promise<unknown> {
  return apiFetch(`/api/tracks/${encodeURIComponent(trackId)}/play`, { method: 'POST', schema: ZPlayResult });
}
