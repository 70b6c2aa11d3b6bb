import type { TDeletedTrack } from '@beatpasal/shared/schemas/my-tracks';
import type { AppContext } from '../../context';
import { findOwnTrack } from '../../db/repositories/own-tracks-repository';
import { trackHasPurchases } from '../../db/repositories/track-purchases-repository';
import { deleteTrackRow, hideDeletedTrack } from '../../db/repositories/track-writes-repository';
import { deleteFilesLater } from '../../jobs/handlers/delete-files';
import { TRACK_DELETED_EVENT } from '../../jobs/handlers/process-track-media';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { imageVariantKeys } from '../../media/images/image-variants';
import { assertTrackId, trackNotFound } from '../catalogue/track-not-found';
import { requireArtist } from './require-artist';

/**
 * DELETE /api/me/tracks/:id. A track someone has bought (or started buying) is hidden and kept with
 * its files, so buyers keep what they paid for; any other track is deleted with its licences,
 * likes and plays (cascade), and its files a while later. The row lock makes a purchase being
 * created at the same moment wait, and the purchase check runs after it, so the two never cross.
 * A deleted track's media job, on whichever instance it runs, hears of it and kills its ffmpeg.
 */
export async function deleteTrack(ctx: AppContext, input: { userId: string; trackId: string }): Promise<TDeletedTrack> {
  const q = ctx.database.db;
  await requireArtist(q, input.userId);
  assertTrackId(input.trackId);
  return q.transaction(async (tx) => {
    const track = await findOwnTrack(tx, input.userId, input.trackId, { forUpdate: true });
    if (!track) throw trackNotFound();
    if (await trackHasPurchases(tx, track.id)) {
      await hideDeletedTrack(tx, track.id);
      return { outcome: 'hidden' };
    }
    await deleteTrackRow(tx, track.id);
    await ctx.events.publish(tx, { userIds: [input.userId], type: TRACK_DELETED_EVENT, data: { trackId: track.id } });
    const keys = [track.masterKey, track.voiceTagKey, track.previewKey, track.previewOpusKey].filter(
      (key): key is string => key !== null,
    );
    if (track.coverKey) keys.push(...imageVariantKeys(TRACK_COVER_RECIPE, track.coverKey));
    await deleteFilesLater(tx, keys);
    return { outcome: 'deleted' };
  });
}
