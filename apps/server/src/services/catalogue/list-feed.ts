import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { TFeedRequest } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { feedSource } from '../../db/repositories/feed-sources';
import { loadCardPage } from './load-card-page';

/** GET /api/tracks: the public feed in one of its orders, filtered and searched; anyone may read it. */
export async function listFeed(
  ctx: AppContext,
  input: { viewerId: string | null; query: TFeedRequest },
): Promise<TFeedPage> {
  const { sort, cursor, ...filters } = input.query;
  const publicKey = `feed\n${JSON.stringify({ sort, ...filters })}`;
  return loadCardPage(ctx, feedSource(sort, filters), { viewerId: input.viewerId, cursor, publicKey });
}
