import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { likes, tracks } from '../schema/tracks';

/** Inserts the like unless it exists; true only when this call inserted it (safe under concurrent clicks). */
export async function insertLike(q: Queryable, userId: string, trackId: string): Promise<boolean> {
  const rows = await q
    .insert(likes)
    .values({ userId, trackId })
    .onConflictDoNothing()
    .returning({ trackId: likes.trackId });
  return rows.length > 0;
}

/** True only when this call deleted the like. */
export async function deleteLike(q: Queryable, userId: string, trackId: string): Promise<boolean> {
  const rows = await q
    .delete(likes)
    .where(and(eq(likes.userId, userId), eq(likes.trackId, trackId)))
    .returning({ trackId: likes.trackId });
  return rows.length > 0;
}

/** Moves like_count by one in the same transaction as the like row; the row lock serialises concurrent likes. */
export async function adjustLikeCount(q: Queryable, trackId: string, delta: 1 | -1): Promise<number> {
  const [row] = await q
    .update(tracks)
    .set({ likeCount: sql`greatest(${tracks.likeCount} + ${delta}, 0)` })
    .where(eq(tracks.id, trackId))
    .returning({ likeCount: tracks.likeCount });
  return row?.likeCount ?? 0;
}

export interface LikeTarget {
  artistId: string;
  likeCount: number;
  isVisible: boolean;
}

export async function findLikeTarget(q: Queryable, trackId: string): Promise<LikeTarget | null> {
  const [row] = await q
    .select({
      artistId: tracks.artistId,
      likeCount: tracks.likeCount,
      isVisible: sql<boolean>`not ${tracks.isHidden} and ${tracks.status} = 'ready'`,
    })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row ?? null;
}
