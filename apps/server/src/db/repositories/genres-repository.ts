import { gt } from 'drizzle-orm';
import { GENRES } from '@beatpasal/shared/genres';
import type { Queryable } from '../client';
import { genreCounts } from '../schema/tracks';

export interface GenreCountRow {
  genre: string;
  trackCount: number;
}

/** Visible tracks per genre, kept by triggers (18 rows at most); genres without any are absent. */
export async function countTracksByGenre(q: Queryable): Promise<GenreCountRow[]> {
  const rows = await q
    .select({ genre: genreCounts.genre, trackCount: genreCounts.trackCount })
    .from(genreCounts)
    .where(gt(genreCounts.trackCount, 0));
  const order = new Map<string, number>(GENRES.map((genre, index) => [genre, index]));
  return rows.sort((a, b) => (order.get(a.genre) ?? GENRES.length) - (order.get(b.genre) ?? GENRES.length));
}
