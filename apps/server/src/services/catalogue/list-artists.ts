import { ARTISTS_PAGE_SIZE, type TArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { listArtistCards } from '../../db/repositories/artist-cards-repository';
import { artistCardPage } from './artist-card-page';
import { decodeCursor } from './page-cursor';

const LIST_NAME = 'artists';

/** GET /api/artists: the home carousel and /artists, most tracks first. */
export async function listArtists(ctx: AppContext, input: { cursor: string | undefined }): Promise<TArtistPage> {
  const keys = decodeCursor(input.cursor, LIST_NAME, ['int', 'text']);
  const rows = await listArtistCards(ctx.database.db, keys ? [keys[0]!, keys[1]!] : null, ARTISTS_PAGE_SIZE + 1);
  return artistCardPage(ctx.storage, rows, {
    name: LIST_NAME,
    pageSize: ARTISTS_PAGE_SIZE,
    keysOf: (row) => [String(row.trackCount), row.id],
  });
}
