import { eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { profiles } from '../schema/profiles';
import { tracks } from '../schema/tracks';

export interface TSaleMailTrack {
  title: string;
  coverKey: string | null;
  artistName: string | null;
  artistUsername: string | null;
}

/** What a purchase's e-mails show of its track and artist. */
export async function findSaleMailTrack(q: Queryable, trackId: string): Promise<TSaleMailTrack | null> {
  const [track] = await q
    .select({
      title: tracks.title,
      coverKey: tracks.coverKey,
      artistName: profiles.displayName,
      artistUsername: profiles.username,
    })
    .from(tracks)
    .innerJoin(profiles, eq(profiles.id, tracks.artistId))
    .where(eq(tracks.id, trackId));
  return track ?? null;
}
