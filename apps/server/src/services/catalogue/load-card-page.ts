import { FEED_PAGE_SIZE } from '@beatpasal/shared/constants';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { CATALOGUE_MESSAGES } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import type { CardPageSource } from '../../db/repositories/card-page-source';
import { isQueryCanceled } from '../../db/repositories/run-search-query';
import { listCardPage, listViewerCardFlags } from '../../db/repositories/track-cards-repository';
import { AppError } from '../../errors/app-error';
import { decodeCursor, encodeCursor } from './page-cursor';
import { presentTrackCard } from './present-track-card';

export interface LoadCardPageInput {
  viewerId: string | null;
  cursor: string | undefined;
  /** Names the page when it is the same for every visitor, so the instance may share it (PublicCardPages). */
  publicKey?: string;
}

/** One page of any card list: the page as a visitor sees it, then the viewer's own likes and purchases on it. */
export async function loadCardPage(
  ctx: AppContext,
  source: CardPageSource,
  input: LoadCardPageInput,
): Promise<TFeedPage> {
  const build = () => buildVisitorPage(ctx, source, input.cursor);
  const page =
    input.publicKey === undefined
      ? await build()
      : await ctx.publicPages.load(`${input.publicKey}\n${input.cursor ?? ''}`, build);
  if (input.viewerId === null || page.items.length === 0) return page;
  const flags = new Map(
    (
      await listViewerCardFlags(
        ctx.database.db,
        input.viewerId,
        page.items.map((card) => card.id),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    ...page,
    items: page.items.map((card) => {
      const own = flags.get(card.id);
      return own ? { ...card, isLiked: own.is_liked, purchaseStatus: own.purchase_status } : card;
    }),
  };
}

async function buildVisitorPage(
  ctx: AppContext,
  source: CardPageSource,
  cursor: string | undefined,
): Promise<TFeedPage> {
  const after = decodeCursor(
    cursor,
    source.name,
    source.keys.map((key) => key.type),
  );
  const page = await listCardPage(ctx.database.db, source, { after, limit: FEED_PAGE_SIZE }).catch((error: unknown) => {
    if (isQueryCanceled(error))
      throw new AppError('BAD_REQUEST', { userMessage: CATALOGUE_MESSAGES.searchTooSlow, cause: error });
    throw error;
  });
  return {
    items: await Promise.all(page.rows.map((row) => presentTrackCard(ctx.storage, row))),
    nextCursor: page.nextKeys ? encodeCursor(source.name, page.nextKeys) : null,
  };
}
