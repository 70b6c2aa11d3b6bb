import { FOLLOW_MESSAGES, type TFollowState } from '@beatpasal/shared/schemas/follows';
import type { AppContext } from '../../context';
import { adjustFollowerCount, findFollowerCount, insertFollow } from '../../db/repositories/follows-repository';
import { backfillFeedItems } from '../../db/repositories/following-feed-repository';
import { findPublicArtistId, findProfileById } from '../../db/repositories/profiles-repository';
import { AppError } from '../../errors/app-error';
import { artistNotFound } from '../profiles/artist-not-found';
import { requireMember } from '../catalogue/require-member';

/**
 * PUT /api/artists/:username/follow, idempotent: a buyer or an artist (not an administrator, not
 * the artist themselves) follows an active artist. Only the request that inserted the follow moves
 * the count and copies the artist's latest tracks into the follower's Following feed, all in one
 * transaction, so the tab shows them at once and repeated clicks change nothing.
 */
export async function followArtist(
  ctx: AppContext,
  input: { userId: string; username: string },
): Promise<TFollowState> {
  return ctx.database.db.transaction(async (tx) => {
    await requireMember(tx, input.userId);
    const follower = await findProfileById(tx, input.userId);
    if (follower?.role === 'admin') throw new AppError('FORBIDDEN', { userMessage: FOLLOW_MESSAGES.adminFollow });
    const artistId = await findPublicArtistId(tx, input.username);
    if (artistId === null) throw artistNotFound(input.username);
    if (artistId === input.userId) throw new AppError('FORBIDDEN', { userMessage: FOLLOW_MESSAGES.ownFollow });
    if (!(await insertFollow(tx, input.userId, artistId)))
      return { isFollowing: true, followerCount: await findFollowerCount(tx, artistId) };
    await backfillFeedItems(tx, input.userId, artistId);
    return { isFollowing: true, followerCount: await adjustFollowerCount(tx, artistId, 1) };
  });
}
