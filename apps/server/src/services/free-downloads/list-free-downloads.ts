import { FREE_DOWNLOAD_PAGE_SIZE, type TArtistFreeDownloadPage } from '@beatpasal/shared/schemas/free-downloads';
import type { AppContext } from '../../context';
import { countArtistFreeDownloads, listArtistFreeDownloads } from '../../db/repositories/free-downloads-repository';
import { decodeCursor, encodeCursor } from '../catalogue/page-cursor';
import { requireArtist } from '../tracks/require-artist';

const LIST = 'free-downloads';

/** GET /api/me/free-downloads: the artist's downloads, newest first, with their total, counted apart from sales. */
export async function listFreeDownloads(
  ctx: AppContext,
  input: { userId: string; cursor: string | undefined },
): Promise<TArtistFreeDownloadPage> {
  const { db } = ctx.database;
  await requireArtist(db, input.userId);
  const after = decodeCursor(input.cursor, LIST, ['timestamp', 'uuid']) as [string, string] | null;
  const rows = await listArtistFreeDownloads(db, {
    artistId: input.userId,
    after,
    limit: FREE_DOWNLOAD_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, FREE_DOWNLOAD_PAGE_SIZE);
  const last = page.at(-1);
  return {
    total: await countArtistFreeDownloads(db, input.userId),
    items: page.map(({ wantsFollow, hasFollowed, ...row }) => ({
      ...row,
      follow: hasFollowed ? 'followed' : wantsFollow ? 'asked' : 'no',
    })),
    nextCursor: rows.length > FREE_DOWNLOAD_PAGE_SIZE && last ? encodeCursor(LIST, [last.claimedAt, last.id]) : null,
  };
}
