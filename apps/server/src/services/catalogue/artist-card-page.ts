import type { TArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import type { ArtistCardRow } from '../../db/repositories/artist-cards-repository';
import type { ObjectStore } from '../../storage/object-store';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import { encodeCursor } from './page-cursor';

/**
 * A page of artist cards from `pageSize + 1` rows read in the list's order: the extra row only says
 * there is another page, whose cursor holds `keysOf` the page's last row.
 */
export function artistCardPage<TRow extends ArtistCardRow>(
  storage: ObjectStore,
  rows: readonly TRow[],
  list: { name: string; pageSize: number; keysOf: (row: TRow) => string[] },
): TArtistPage {
  const hasMore = rows.length > list.pageSize;
  const page = hasMore ? rows.slice(0, list.pageSize) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      id: row.id,
      username: row.username ?? '',
      displayName: row.displayName,
      avatarUrl: publicImageUrl(storage, IMAGE_RECIPES.avatar, row.avatarKey),
      trackCount: row.trackCount,
    })),
    nextCursor: hasMore && last ? encodeCursor(list.name, list.keysOf(last)) : null,
  };
}
