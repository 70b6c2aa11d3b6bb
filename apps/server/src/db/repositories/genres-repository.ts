import { sql } from 'drizzle-orm';
import { GENRES } from '@beatpasal/shared/genres';
import type { Queryable } from '../client';
import { tracks } from '../schema/tracks';

export interface GenreCountRow {
  genre: string;
  trackCount: number;
}

/** Visible tracks per genre (an index-only scan of tracks_genre_recent_idx); genres without any are absent. */
export async function countTracksByGenre(q: Queryable): Promise<GenreCountRow[]> {
  const rows = await q
    .select({ genre: tracks.genre, trackCount: sql<number>`count(*)::integer` })
    .from(tracks)
    .where(sql`not ${tracks.isHidden} and ${tracks.status} = 'ready'`)
    .groupBy(tracks.genre);
  const order = new Map<string, number>(GENRES.map((genre, index) => [genre, index]));
  return rows.sort((a, b) => (order.get(a.genre) ?? GENRES.length) - (order.get(b.genre) ?? GENRES.length));
}
