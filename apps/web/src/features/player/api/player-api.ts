import type { TPlayResult, TStreamLink, TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { apiFetch } from '../../../lib/api-client';

/** Only what the player draws; the rest of the track page is the catalogue's business. */
type TPlayerTrack = Pick<TTrackPage, 'peaks' | 'durationSeconds'>;

export function playerTrackQuery(trackId: string) {
  return {
    queryKey: ['player', 'track', trackId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<TPlayerTrack>(`/api/tracks/${encodeURIComponent(trackId)}`, { signal }),
    staleTime: Infinity,
  };
}

/** A short-lived link to the preview; the player asks for a new one when it runs out. */
export function fetchStreamLink(trackId: string, signal?: AbortSignal): Promise<TStreamLink> {
  return apiFetch<TStreamLink>(`/api/tracks/${encodeURIComponent(trackId)}/stream`, { signal });
}

export function countPlay(trackId: string): Promise<TPlayResult> {
  return apiFetch<TPlayResult>(`/api/tracks/${encodeURIComponent(trackId)}/play`, { method: 'POST' });
}
