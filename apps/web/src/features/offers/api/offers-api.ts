import type { TLicenceKind } from '@beatpasal/shared/licences';
import { ZTrackPage, type TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { ZMyTrackPage, type TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { ZOffer, type TOffer } from '@beatpasal/shared/schemas/offers';
import { apiFetch } from '../../../lib/api-client';

export const offerKeys = {
  negotiableTracks: ['offers', 'negotiable-tracks'] as const,
  track: (trackId: string) => ['offers', 'track', trackId] as const,
};

export interface TOfferTerms {
  priceNpr: number;
  expiresInHours: number;
}

const offerPath = (id: string, action: string) => `/api/offers/${encodeURIComponent(id)}/${action}`;

export function makeOffer(
  otherUserId: string,
  body: TOfferTerms & { trackId: string; licenceKind: TLicenceKind },
): Promise<TOffer> {
  return apiFetch(`/api/conversations/${encodeURIComponent(otherUserId)}/offers`, {
    method: 'POST',
    body,
    schema: ZOffer,
  });
}

export function answerOffer(id: string, action: 'accept' | 'decline'): Promise<TOffer> {
  return apiFetch(offerPath(id, action), { method: 'POST', schema: ZOffer });
}

export function counterOffer(id: string, body: TOfferTerms): Promise<TOffer> {
  return apiFetch(offerPath(id, 'counter'), { method: 'POST', body, schema: ZOffer });
}

/** The track attached by Negotiate, as the track page shows it (title, cover, enabled licences). */
export function fetchTrack(trackId: string, signal: AbortSignal): Promise<TTrackPage> {
  return apiFetch(`/api/tracks/${encodeURIComponent(trackId)}`, { schema: ZTrackPage, signal });
}

/** Pages the artist's composer reads at most: 100 tracks is more than any artist offers in one chat. */
const MAX_PAGES = 5;

/** The artist's own tracks that have a negotiable licence and are not sold, for the "Make an offer" composer. */
export async function fetchNegotiableTracks(signal: AbortSignal): Promise<TMyTrack[]> {
  const found: TMyTrack[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const result = await apiFetch(`/api/me/tracks${query}`, { schema: ZMyTrackPage, signal });
    found.push(
      ...result.items.filter(
        (track) => track.hasNegotiable && !track.isSold && track.status === 'ready' && !track.isHidden,
      ),
    );
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return found;
}
