import type { TArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import { FOLLOWING_PAGE_SIZE } from '@beatpasal/shared/schemas/follows';
import type { AppContext } from '../../context';
import { listFollowedArtists as listRows } from '../../db/repositories/follows-repository';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import { decodeCursor, encodeCursor } from '../catalogue/page-cursor';

const LIST_NAME = 'followed-artists';

/** GET /api/me/following: the library's Following list, newest follow first, as artist cards. */
export async function listFollowedArtists(
  ctx: AppContext,
  input: { userId: string; cursor: string | undefined },
): Promise<TArtistPage> {
  const keys = decodeCursor(input.cursor, LIST_NAME, ['timestamp', 'text']);
  const after = keys ? ([keys[0]!, keys[1]!] as const) : null;
  const rows = await listRows(ctx.database.db, input.userId, after, FOLLOWING_PAGE_SIZE + 1);
  const hasMore = rows.length > FOLLOWING_PAGE_SIZE;
  const page = hasMore ? rows.slice(0, FOLLOWING_PAGE_SIZE) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      id: row.id,
      username: row.username ?? '',
      displayName: row.displayName,
      avatarUrl: publicImageUrl(ctx.storage, IMAGE_RECIPES.avatar, row.avatarKey),
      trackCount: row.trackCount,
    })),
    nextCursor: hasMore && last ? encodeCursor(LIST_NAME, [last.followedAt, last.id]) : null,
  };
}
