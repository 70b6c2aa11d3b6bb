import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';

/** Spec §2.9's warning: a track buyers cannot buy because no licence is offered. */
export function hasNoLicenceOptions(track: Pick<TMyTrack, 'licences'>): boolean {
  return !track.licences.some((licence) => licence.enabled);
}
