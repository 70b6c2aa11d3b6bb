import { FEED_PAGE_SIZE } from '@beatpasal/shared/constants';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { CATALOGUE_MESSAGES } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import type { CardPageSource } from '../../db/repositories/card-page-source';
import { isQueryCanceled } from '../../db/repositories/run-search-query';
import { listCardPage } from '../../db/repositories/track-cards-repository';
import { AppError } from '../../errors/app-error';
import { decodeCursor, encodeCursor } from './page-cursor';
import { presentTrackCard } from './present-track-card';

/** One page of any card list: decode the cursor, run the single page query, present the cards. */
export async function loadCardPage(
  ctx: AppContext,
  source: CardPageSource,
  input: { viewerId: string | null; cursor: string | undefined },
): Promise<TFeedPage> {
  const after = decodeCursor(
    input.cursor,
    source.name,
    source.keys.map((key) => key.type),
  );
  const page = await listCardPage(ctx.database.db, source, { viewerId: input.viewerId, after, limit: FEED_PAGE_SIZE }).catch(
    (error: unknown) => {
      if (isQueryCanceled(error)) throw new AppError('BAD_REQUEST', { userMessage: CATALOGUE_MESSAGES.searchTooSlow, cause: error });
      throw error;
    },
  );
  return {
    items: await Promise.all(page.rows.map((row) => presentTrackCard(ctx.storage, row))),
    nextCursor: page.nextKeys ? encodeCursor(source.name, page.nextKeys) : null,
  };
}
