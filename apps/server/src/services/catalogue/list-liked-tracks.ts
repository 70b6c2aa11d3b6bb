import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { AppContext } from '../../context';
import { likedTracksSource } from '../../db/repositories/feed-sources';
import { loadCardPage } from './load-card-page';

/** GET /api/me/likes: the signed-in user's Liked Tracks, newest like first. */
export async function listLikedTracks(
  ctx: AppContext,
  input: { userId: string; cursor: string | undefined },
): Promise<TFeedPage> {
  return loadCardPage(ctx, likedTracksSource(input.userId), { viewerId: input.userId, cursor: input.cursor });
}
