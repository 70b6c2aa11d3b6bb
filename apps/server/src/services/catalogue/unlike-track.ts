import type { TLikeState } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { adjustLikeCount, deleteLike, findLikeTarget } from '../../db/repositories/likes-repository';
import { CATALOGUE_CHANGED_EVENT } from '../../realtime/event-bus';
import { assertTrackId, trackNotFound } from './track-not-found';

/** DELETE /api/tracks/:id/like, idempotent; works on a track hidden since, so a like can always be taken back. */
export async function unlikeTrack(ctx: AppContext, input: { userId: string; trackId: string }): Promise<TLikeState> {
  assertTrackId(input.trackId);
  return ctx.database.db.transaction(async (tx) => {
    const track = await findLikeTarget(tx, input.trackId);
    if (!track) throw trackNotFound();
    const deleted = await deleteLike(tx, input.userId, input.trackId);
    if (deleted) await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { trackId: input.trackId } });
    const likeCount = deleted ? await adjustLikeCount(tx, input.trackId, -1) : track.likeCount;
    return { isLiked: false, likeCount };
  });
}
