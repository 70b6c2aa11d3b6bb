import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { tracks } from '../schema/tracks';

export interface TModeratedTrack {
  id: string;
  title: string;
  artistId: string;
  artistEmail: string;
  isHidden: boolean;
  isHiddenWithAccount: boolean;
  isDeleted: boolean;
}

/** A track with its artist's e-mail, locked for the moderation action. */
export async function findTrackForModeration(q: Queryable, trackId: string): Promise<TModeratedTrack | null> {
  const [row] = await q
    .select({
      id: tracks.id,
      title: tracks.title,
      artistId: tracks.artistId,
      artistEmail: users.email,
      isHidden: tracks.isHidden,
      isHiddenWithAccount: tracks.isHiddenWithAccount,
      isDeleted: sql<boolean>`${tracks.deletedAt} is not null`,
    })
    .from(tracks)
    .innerJoin(users, eq(users.id, tracks.artistId))
    .where(eq(tracks.id, trackId))
    .for('update', { of: tracks });
  return row ?? null;
}

/** Genre counts and search follow through the catalogue triggers (migration 0007). */
export async function setTrackHidden(q: Queryable, trackId: string, isHidden: boolean): Promise<void> {
  await q
    .update(tracks)
    .set({ isHidden, updatedAt: sql`now()` })
    .where(eq(tracks.id, trackId));
}

export async function findUserEmail(q: Queryable, userId: string): Promise<string | null> {
  const [row] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
