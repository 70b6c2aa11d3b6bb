import type { TFollowState } from '@beatpasal/shared/schemas/follows';
import type { AppContext } from '../../context';
import { findFollowerCount, isFollowing } from '../../db/repositories/follows-repository';
import { findPublicArtistId } from '../../db/repositories/profiles-repository';
import { artistNotFound } from '../profiles/artist-not-found';

/** GET /api/artists/:username/follow: the artist's follower count, and whether the viewer follows them. */
export async function getFollowState(
  ctx: AppContext,
  input: { viewerId: string | null; username: string },
): Promise<TFollowState> {
  const q = ctx.database.db;
  const artistId = await findPublicArtistId(q, input.username);
  if (artistId === null) throw artistNotFound(input.username);
  const [followerCount, isFollower] = await Promise.all([
    findFollowerCount(q, artistId),
    input.viewerId === null ? false : isFollowing(q, input.viewerId, artistId),
  ]);
  return { isFollowing: isFollower, followerCount };
}
