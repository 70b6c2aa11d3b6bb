import { CATALOGUE_MESSAGES, type TLikeState } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { adjustLikeCount, findLikeTarget, insertLike } from '../../db/repositories/likes-repository';
import { AppError } from '../../errors/app-error';
import { CATALOGUE_CHANGED_EVENT } from '../../realtime/event-bus';
import { requireMember } from './require-member';
import { assertTrackId, trackNotFound } from './track-not-found';

/**
 * PUT /api/tracks/:id/like, idempotent: the counter moves only when this request inserted the like,
 * in the same transaction, so concurrent and repeated clicks leave like_count equal to the likes;
 * a new like is announced so every instance's visitor cache shows the count.
 */
export async function likeTrack(ctx: AppContext, input: { userId: string; trackId: string }): Promise<TLikeState> {
  assertTrackId(input.trackId);
  return ctx.database.db.transaction(async (tx) => {
    await requireMember(tx, input.userId);
    const track = await findLikeTarget(tx, input.trackId);
    if (!track || !track.isVisible) throw trackNotFound();
    if (track.artistId === input.userId)
      throw new AppError('FORBIDDEN', { userMessage: CATALOGUE_MESSAGES.ownTrackLike });
    const inserted = await insertLike(tx, input.userId, input.trackId);
    if (inserted) await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { trackId: input.trackId } });
    const likeCount = inserted
      ? await adjustLikeCount(tx, input.trackId, 1)
      : ((await findLikeTarget(tx, input.trackId))?.likeCount ?? 0);
    return { isLiked: true, likeCount };
  });
}
