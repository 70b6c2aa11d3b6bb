import { priceSummaryLabel } from '@beatpasal/shared/prices';
import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';

/** The dashboard's price column: 'From NPR x', 'Negotiate' or 'No license set' (spec §5). */
export function dashboardPriceLabel(track: Pick<TMyTrack, 'lowestPriceNpr' | 'hasNegotiable'>): string {
  return priceSummaryLabel({ lowestPriceNpr: track.lowestPriceNpr, hasNegotiable: track.hasNegotiable });
}

/** Spec §2.9's warning: a track buyers cannot buy because no licence is offered. */
export function hasNoLicenceOptions(track: Pick<TMyTrack, 'licences'>): boolean {
  return !track.licences.some((licence) => licence.enabled);
}
