import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { tracks } from '../schema/tracks';

export interface TrackAccessRow {
  artistId: string;
  isVisible: boolean;
  isDeleted: boolean;
  previewKey: string | null;
  previewOpusKey: string | null;
}

/** What decides who may stream or count a play of a track; never the master's key. */
export async function findTrackAccess(q: Queryable, trackId: string): Promise<TrackAccessRow | null> {
  const [row] = await q
    .select({
      artistId: tracks.artistId,
      isVisible: sql<boolean>`not ${tracks.isHidden} and ${tracks.status} = 'ready'`,
      isDeleted: sql<boolean>`${tracks.deletedAt} is not null`,
      previewKey: tracks.previewKey,
      previewOpusKey: tracks.previewOpusKey,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row ?? null;
}
