import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { tracks } from '../schema/tracks';

export interface TEmbedTrackRow {
  id: string;
  title: string;
  coverKey: string | null;
  peaks: number[] | null;
  durationSeconds: number | null;
}

/**
 * An artist's latest public tracks for their embedded player, newest first: one seek of
 * tracks_artist_recent_idx, only the columns the player draws.
 */
export async function listEmbedTracks(q: Queryable, artistId: string, limit: number): Promise<TEmbedTrackRow[]> {
  return q
    .select({
      id: tracks.id,
      title: tracks.title,
      coverKey: tracks.coverKey,
      peaks: tracks.peaks,
      durationSeconds: tracks.durationSeconds,
    })
    .from(tracks)
    .where(
      and(
        eq(tracks.artistId, artistId),
        sql`not ${tracks.isHidden} and ${tracks.status} = 'ready'`,
        isNull(tracks.deletedAt),
      ),
    )
    .orderBy(desc(tracks.createdAt), desc(tracks.id))
    .limit(limit);
}
