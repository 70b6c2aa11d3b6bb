import { isGenre } from '@beatpasal/shared/genres';
import type { TGenreList } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { countTracksByGenre } from '../../db/repositories/genres-repository';

/** GET /api/genres: each genre with visible tracks and how many, in the spec's genre order. */
export async function listGenres(ctx: AppContext): Promise<TGenreList> {
  const rows = await countTracksByGenre(ctx.database.db);
  return {
    genres: rows.flatMap((row) => (isGenre(row.genre) ? [{ genre: row.genre, trackCount: row.trackCount }] : [])),
  };
}
