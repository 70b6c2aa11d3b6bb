import { and, eq, sql } from 'drizzle-orm';
import type { TAccountState } from '@beatpasal/shared/schemas/trust';
import type { Queryable } from '../client';
import { sessions, users } from '../schema/auth';
import { profiles } from '../schema/profiles';
import { tracks } from '../schema/tracks';

export interface TAccountForAdmin {
  id: string;
  email: string;
  username: string | null;
  role: 'artist' | 'buyer' | 'admin' | null;
  suspendedAt: Date | null;
  removedAt: Date | null;
}

const ACCOUNT_COLUMNS = {
  id: users.id,
  email: users.email,
  username: profiles.username,
  role: profiles.role,
  suspendedAt: profiles.suspendedAt,
  removedAt: profiles.removedAt,
};

export function accountStateOf(row: { suspendedAt: Date | null; removedAt: Date | null }): TAccountState {
  if (row.removedAt) return 'removed';
  return row.suspendedAt ? 'suspended' : 'active';
}

/** An account by id, e-mail or username; `forUpdate` locks its profile for a suspension. */
export async function findAccountForAdmin(
  q: Queryable,
  key: { id: string } | { search: string },
  options: { forUpdate?: boolean } = {},
): Promise<TAccountForAdmin | null> {
  const where =
    'id' in key
      ? eq(users.id, key.id)
      : sql`(lower(${users.email}) = lower(${key.search}) or lower(${profiles.username}) = lower(${key.search}) or ${users.id} = ${key.search})`;
  const query = q
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(where)
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: profiles }) : await query;
  return row ?? null;
}

/** Suspends (or, with `removedAt`, removes) the account; the profile is already locked. */
export async function setAccountSuspended(
  q: Queryable,
  userId: string,
  state: { suspendedAt: Date | null; removedAt?: Date },
): Promise<void> {
  await q
    .update(profiles)
    .set({
      suspendedAt: state.suspendedAt,
      ...(state.removedAt && { removedAt: state.removedAt }),
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, userId));
}

/** Every session of the person ends; migration 0014's trigger tells every instance's session cache. */
export async function deleteSessionsOf(q: Queryable, userId: string): Promise<number> {
  const deleted = await q.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/** The artist's visible tracks leave every list and search, marked so a restore brings back only these. */
export async function hideTracksWithAccount(q: Queryable, artistId: string): Promise<number> {
  const hidden = await q
    .update(tracks)
    .set({ isHidden: true, isHiddenWithAccount: true, updatedAt: sql`now()` })
    .where(and(eq(tracks.artistId, artistId), eq(tracks.isHidden, false)))
    .returning({ id: tracks.id });
  return hidden.length;
}

export async function showTracksWithAccount(q: Queryable, artistId: string): Promise<number> {
  const shown = await q
    .update(tracks)
    .set({ isHidden: false, isHiddenWithAccount: false, updatedAt: sql`now()` })
    .where(and(eq(tracks.artistId, artistId), eq(tracks.isHiddenWithAccount, true)))
    .returning({ id: tracks.id });
  return shown.length;
}

/** Whether the buyer or the artist of a purchase is suspended or removed: its moves are frozen. */
export async function isAnyPartySuspended(
  q: Queryable,
  party: { buyerId: string; artistId: string },
): Promise<boolean> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(sql`${profiles.id} in (${party.buyerId}, ${party.artistId})`, sql`${profiles.suspendedAt} is not null`));
  return (row?.count ?? 0) > 0;
}

/** Whether an artist with this username exists but is suspended or removed (their page says so). */
export async function findArtistStateByUsername(q: Queryable, username: string): Promise<TAccountState | null> {
  const [row] = await q
    .select({ suspendedAt: profiles.suspendedAt, removedAt: profiles.removedAt })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, eq(profiles.role, 'artist')));
  return row ? accountStateOf(row) : null;
}
