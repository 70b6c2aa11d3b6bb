import type { TFreeDownloadState } from '@beatpasal/shared/schemas/free-downloads';
import type { AppContext } from '../../context';
import { findFreeTrack } from '../../db/repositories/free-downloads-repository';
import { assertTrackId, trackNotFound } from '../catalogue/track-not-found';

/**
 * GET /api/tracks/:id/free-download: whether the track page shows the free download button. A
 * hidden track answers false rather than 404: its own page already says it is unavailable.
 */
export async function getFreeDownloadState(ctx: AppContext, input: { trackId: string }): Promise<TFreeDownloadState> {
  assertTrackId(input.trackId);
  const track = await findFreeTrack(ctx.database.db, input.trackId);
  if (!track || track.isDeleted) throw trackNotFound();
  return { isFree: track.isOffered && track.previewKey !== null };
}
