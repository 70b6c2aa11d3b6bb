import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { followerCounts, follows } from '../schema/follows';
import { profiles } from '../schema/profiles';

/** Inserts the follow unless it exists; true only when this call inserted it (safe under concurrent clicks). */
export async function insertFollow(q: Queryable, followerId: string, artistId: string): Promise<boolean> {
  const rows = await q
    .insert(follows)
    .values({ followerId, artistId })
    .onConflictDoNothing()
    .returning({ artistId: follows.artistId });
  return rows.length > 0;
}

/** True only when this call deleted the follow. */
export async function deleteFollow(q: Queryable, followerId: string, artistId: string): Promise<boolean> {
  const rows = await q
    .delete(follows)
    .where(and(eq(follows.artistId, artistId), eq(follows.followerId, followerId)))
    .returning({ artistId: follows.artistId });
  return rows.length > 0;
}

export async function isFollowing(q: Queryable, followerId: string, artistId: string): Promise<boolean> {
  const [row] = await q
    .select({ artistId: follows.artistId })
    .from(follows)
    .where(and(eq(follows.artistId, artistId), eq(follows.followerId, followerId)));
  return row !== undefined;
}

/** Moves the artist's follower count by one in the follow's transaction; the row lock serialises concurrent follows. */
export async function adjustFollowerCount(q: Queryable, artistId: string, delta: 1 | -1): Promise<number> {
  const [row] = await q
    .insert(followerCounts)
    .values({ artistId, followerCount: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: followerCounts.artistId,
      set: { followerCount: sql`greatest(${followerCounts.followerCount} + ${delta}, 0)` },
    })
    .returning({ followerCount: followerCounts.followerCount });
  return row?.followerCount ?? 0;
}

export async function findFollowerCount(q: Queryable, artistId: string): Promise<number> {
  const [row] = await q
    .select({ followerCount: followerCounts.followerCount })
    .from(followerCounts)
    .where(eq(followerCounts.artistId, artistId));
  return row?.followerCount ?? 0;
}

/** An artist by username in any account state: a follow can always be taken back, even after a suspension. */
export async function findAnyArtistId(q: Queryable, username: string): Promise<string | null> {
  const [row] = await q
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, eq(profiles.role, 'artist')));
  return row?.id ?? null;
}

/** Up to `limit` followers of the artist after `afterFollowerId`, in id order: a range of the follows key. */
export async function listFollowerBatch(
  q: Queryable,
  artistId: string,
  afterFollowerId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await q
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(
      and(
        eq(follows.artistId, artistId),
        afterFollowerId === null ? undefined : sql`${follows.followerId} > ${afterFollowerId}`,
      ),
    )
    .orderBy(follows.followerId)
    .limit(limit);
  return rows.map((row) => row.followerId);
}

export interface FollowedArtistRow {
  id: string;
  username: string | null;
  displayName: string | null;
  avatarKey: string | null;
  trackCount: number;
  /** The follow's created_at as cursor text, with its microseconds. */
  followedAt: string;
}

/**
 * The artists a person follows, newest follow first: a seek on follows_follower_recent_idx after
 * `after` ([followedAt, artistId]); suspended and removed artists are left out.
 */
export async function listFollowedArtists(
  q: Queryable,
  followerId: string,
  after: readonly [string, string] | null,
  limit: number,
): Promise<FollowedArtistRow[]> {
  const result = await q.execute(sql`select p.id, p.username, p.display_name as "displayName",
      p.avatar_key as "avatarKey", p.track_count as "trackCount",
      to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "followedAt"
    from follows f join profiles p on p.id = f.artist_id
    where f.follower_id = ${followerId} and p.suspended_at is null and p.role = 'artist'
      ${after ? sql`and (f.created_at, f.artist_id) < (${after[0]}::timestamptz, ${after[1]})` : sql``}
    order by f.created_at desc nulls last, f.artist_id desc nulls last
    limit ${sql.raw(String(Math.trunc(limit)))}`);
  return result.rows as unknown as FollowedArtistRow[];
}

export async function hasFollowers(q: Queryable, artistId: string): Promise<boolean> {
  const [row] = await q
    .select({ artistId: follows.artistId })
    .from(follows)
    .where(eq(follows.artistId, artistId))
    .limit(1);
  return row !== undefined;
}

/** Which of these artists the person follows: one probe of the follows key per artist. */
export async function listFollowedAmong(
  q: Queryable,
  followerId: string,
  artistIds: readonly string[],
): Promise<string[]> {
  if (artistIds.length === 0) return [];
  const rows = await q
    .select({ artistId: follows.artistId })
    .from(follows)
    .where(and(inArray(follows.artistId, [...artistIds]), eq(follows.followerId, followerId)));
  return rows.map((row) => row.artistId);
}
