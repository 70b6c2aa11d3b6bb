import type { Queryable } from '../../db/client';
import { findFreeTrack, type TFreeTrackRow } from '../../db/repositories/free-downloads-repository';
import { assertTrackId, trackNotFound } from '../catalogue/track-not-found';

/** A track offered for free now; anything else (not free, hidden, removed, sold, suspended artist) is 'Track not found.'. */
export async function requireFreeTrack(q: Queryable, trackId: string): Promise<TFreeTrackRow> {
  assertTrackId(trackId);
  const track = await findFreeTrack(q, trackId);
  if (!track || !track.isOffered || track.previewKey === null) throw trackNotFound();
  return track;
}
