import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { AppContext } from '../../context';
import { followingFeedSource } from '../../db/repositories/following-feed-repository';
import { loadCardPage } from '../catalogue/load-card-page';

/** GET /api/me/following/tracks: new tracks of the artists the signed-in person follows, newest first. */
export async function listFollowingFeed(
  ctx: AppContext,
  input: { userId: string; cursor: string | undefined },
): Promise<TFeedPage> {
  return loadCardPage(ctx, followingFeedSource(input.userId), { viewerId: input.userId, cursor: input.cursor });
}
