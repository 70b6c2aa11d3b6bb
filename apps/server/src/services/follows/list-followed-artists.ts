import type { TArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import { FOLLOWING_PAGE_SIZE } from '@beatpasal/shared/schemas/follows';
import type { AppContext } from '../../context';
import { listFollowedArtists as listRows } from '../../db/repositories/follows-repository';
import { artistCardPage } from '../catalogue/artist-card-page';
import { decodeCursor } from '../catalogue/page-cursor';

const LIST_NAME = 'followed-artists';

/** GET /api/me/following: the library's Following list, newest follow first, as artist cards. */
export async function listFollowedArtists(
  ctx: AppContext,
  input: { userId: string; cursor: string | undefined },
): Promise<TArtistPage> {
  const keys = decodeCursor(input.cursor, LIST_NAME, ['timestamp', 'text']);
  const after = keys ? ([keys[0]!, keys[1]!] as const) : null;
  const rows = await listRows(ctx.database.db, input.userId, after, FOLLOWING_PAGE_SIZE + 1);
  return artistCardPage(ctx.storage, rows, {
    name: LIST_NAME,
    pageSize: FOLLOWING_PAGE_SIZE,
    keysOf: (row) => [row.followedAt, row.id],
  });
}
