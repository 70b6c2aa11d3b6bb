import type { TFollowState } from '@beatpasal/shared/schemas/follows';
import type { AppContext } from '../../context';
import {
  adjustFollowerCount,
  deleteFollow,
  findAnyArtistId,
  findFollowerCount,
} from '../../db/repositories/follows-repository';
import { deleteFeedItemsOfArtist } from '../../db/repositories/following-feed-repository';
import { artistNotFound } from '../profiles/artist-not-found';

/**
 * DELETE /api/artists/:username/follow, idempotent; works on an artist suspended since, so a follow
 * can always be taken back. The artist's tracks leave the person's Following feed with it.
 */
export async function unfollowArtist(
  ctx: AppContext,
  input: { userId: string; username: string },
): Promise<TFollowState> {
  return ctx.database.db.transaction(async (tx) => {
    const artistId = await findAnyArtistId(tx, input.username);
    if (artistId === null) throw artistNotFound(input.username);
    if (!(await deleteFollow(tx, input.userId, artistId)))
      return { isFollowing: false, followerCount: await findFollowerCount(tx, artistId) };
    await deleteFeedItemsOfArtist(tx, input.userId, artistId);
    return { isFollowing: false, followerCount: await adjustFollowerCount(tx, artistId, -1) };
  });
}
