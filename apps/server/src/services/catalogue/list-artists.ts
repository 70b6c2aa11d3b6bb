import { ARTISTS_PAGE_SIZE, type TArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { listArtistCards } from '../../db/repositories/artist-cards-repository';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import { decodeCursor, encodeCursor } from './page-cursor';

const LIST_NAME = 'artists';

/** GET /api/artists: the home carousel and /artists, most tracks first. */
export async function listArtists(ctx: AppContext, input: { cursor: string | undefined }): Promise<TArtistPage> {
  const keys = decodeCursor(input.cursor, LIST_NAME, ['int', 'text']);
  const rows = await listArtistCards(ctx.database.db, keys ? [keys[0]!, keys[1]!] : null, ARTISTS_PAGE_SIZE + 1);
  const hasMore = rows.length > ARTISTS_PAGE_SIZE;
  const page = hasMore ? rows.slice(0, ARTISTS_PAGE_SIZE) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      id: row.id,
      username: row.username ?? '',
      displayName: row.displayName,
      avatarUrl: publicImageUrl(ctx.storage, IMAGE_RECIPES.avatar, row.avatarKey),
      trackCount: row.trackCount,
    })),
    nextCursor: hasMore && last ? encodeCursor(LIST_NAME, [String(last.trackCount), last.id]) : null,
  };
}
