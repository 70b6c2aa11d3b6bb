import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { tracks } from '../schema/tracks';

/** Tracks a visitor can see on the artist's page. */
export async function countPublicTracks(q: Queryable, artistId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(tracks)
    .where(and(eq(tracks.artistId, artistId), eq(tracks.isHidden, false), eq(tracks.status, 'ready')));
  return row?.n ?? 0;
}

/** Tracks a buyer could start buying now or soon (still processing counts): they need a wallet QR. */
export async function countTracksOnSale(q: Queryable, artistId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(tracks)
    .where(and(eq(tracks.artistId, artistId), eq(tracks.isHidden, false), eq(tracks.isSold, false)));
  return row?.n ?? 0;
}
