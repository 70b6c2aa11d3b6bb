import { FREE_DOWNLOAD_MESSAGES, type TFreeDownloadState } from '@beatpasal/shared/schemas/free-downloads';
import type { AppContext } from '../../context';
import { findOwnTrackSwitch, setTrackFree } from '../../db/repositories/free-downloads-repository';
import { AppError } from '../../errors/app-error';
import { assertTrackId, trackNotFound } from '../catalogue/track-not-found';
import { requireArtist } from '../tracks/require-artist';

/** GET /api/me/tracks/:id/free-download: the studio switch's state, for the track's artist only. */
export async function getFreeDownloadSwitch(
  ctx: AppContext,
  input: { userId: string; trackId: string },
): Promise<TFreeDownloadState> {
  await requireArtist(ctx.database.db, input.userId);
  assertTrackId(input.trackId);
  const track = await findOwnTrackSwitch(ctx.database.db, input.trackId, input.userId);
  if (!track || track.isDeleted) throw trackNotFound();
  return { isFree: track.isFree };
}

/**
 * PUT /api/me/tracks/:id/free-download, idempotent: the artist turns the free download on or off.
 * A track sold with exclusive rights cannot be handed out; the track row is locked so a sale
 * approved at the same moment is seen.
 */
export async function switchFreeDownload(
  ctx: AppContext,
  input: { userId: string; trackId: string; isFree: boolean },
): Promise<TFreeDownloadState> {
  await requireArtist(ctx.database.db, input.userId);
  assertTrackId(input.trackId);
  return ctx.database.db.transaction(async (tx) => {
    const track = await findOwnTrackSwitch(tx, input.trackId, input.userId);
    if (!track || track.isDeleted) throw trackNotFound();
    if (input.isFree && track.isSold) throw new AppError('CONFLICT', { userMessage: FREE_DOWNLOAD_MESSAGES.soldTrack });
    await setTrackFree(tx, input.trackId, input.isFree);
    return { isFree: input.isFree };
  });
}
