import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { freeDownloads, freeDownloadTracks } from '../schema/free-downloads';
import { profiles } from '../schema/profiles';
import { tracks } from '../schema/tracks';

const CURSOR_TIME = sql<string>`to_char(${freeDownloads.claimedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface TFreeTrackRow {
  trackId: string;
  title: string;
  artistId: string;
  artistUsername: string | null;
  artistDisplayName: string | null;
  previewKey: string | null;
  isDeleted: boolean;
  /** Marked free, ready, not hidden, removed or sold, its artist not suspended. */
  isOffered: boolean;
}

/** A track as the free download sees it; never the master's key. */
export async function findFreeTrack(q: Queryable, trackId: string): Promise<TFreeTrackRow | null> {
  const [row] = await q
    .select({
      trackId: tracks.id,
      title: tracks.title,
      artistId: tracks.artistId,
      artistUsername: profiles.username,
      artistDisplayName: profiles.displayName,
      previewKey: tracks.previewKey,
      isDeleted: sql<boolean>`${tracks.deletedAt} is not null`,
      isOffered: sql<boolean>`${freeDownloadTracks.trackId} is not null and not ${tracks.isHidden}
        and ${tracks.status} = 'ready' and ${tracks.deletedAt} is null and not ${tracks.isSold}
        and ${profiles.suspendedAt} is null`,
    })
    .from(tracks)
    .innerJoin(profiles, eq(profiles.id, tracks.artistId))
    .leftJoin(freeDownloadTracks, eq(freeDownloadTracks.trackId, tracks.id))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

/** The artist's own track and its switch, locked so a sale and the switch do not cross. */
export async function findOwnTrackSwitch(q: Queryable, trackId: string, artistId: string) {
  const [row] = await q
    .select({
      isSold: tracks.isSold,
      isDeleted: sql<boolean>`${tracks.deletedAt} is not null`,
      isFree: sql<boolean>`exists (select 1 from ${freeDownloadTracks} where ${freeDownloadTracks.trackId} = ${tracks.id})`,
    })
    .from(tracks)
    .where(and(eq(tracks.id, trackId), eq(tracks.artistId, artistId)))
    .for('update');
  return row ?? null;
}

export async function setTrackFree(q: Queryable, trackId: string, isFree: boolean): Promise<void> {
  if (isFree) await q.insert(freeDownloadTracks).values({ trackId }).onConflictDoNothing();
  else await q.delete(freeDownloadTracks).where(eq(freeDownloadTracks.trackId, trackId));
}

export type TFreeDownloadRow = typeof freeDownloads.$inferSelect;
type TNewFreeDownload = Pick<typeof freeDownloads.$inferInsert, 'trackId' | 'artistId' | 'userId' | 'email'>;

/** The person's row for this track, made if missing, locked for the rest of the transaction. */
export async function lockFreeDownload(q: Queryable, row: TNewFreeDownload): Promise<TFreeDownloadRow> {
  const who = row.email ? eq(freeDownloads.email, row.email) : eq(freeDownloads.userId, row.userId!);
  const target = row.email ? freeDownloads.email : freeDownloads.userId;
  await q
    .insert(freeDownloads)
    .values(row)
    .onConflictDoNothing({ target: [freeDownloads.trackId, target], where: sql`${target} is not null` });
  const [locked] = await q
    .select()
    .from(freeDownloads)
    .where(and(eq(freeDownloads.trackId, row.trackId), who))
    .for('update');
  return locked!;
}

export async function lockFreeDownloadById(q: Queryable, id: string): Promise<TFreeDownloadRow | null> {
  const [row] = await q.select().from(freeDownloads).where(eq(freeDownloads.id, id)).for('update');
  return row ?? null;
}

export async function updateFreeDownload(
  q: Queryable,
  id: string,
  fields: Partial<Omit<TFreeDownloadRow, 'id' | 'trackId' | 'artistId' | 'createdAt'>>,
): Promise<void> {
  await q.update(freeDownloads).set(fields).where(eq(freeDownloads.id, id));
}

/** Records the free licence's key unless one is there already; returns the key kept. */
export async function recordLicenceKeyOnce(q: Queryable, id: string, key: string): Promise<string> {
  const [updated] = await q
    .update(freeDownloads)
    .set({ licenceKey: key })
    .where(and(eq(freeDownloads.id, id), isNull(freeDownloads.licenceKey)))
    .returning({ key: freeDownloads.licenceKey });
  if (updated) return key;
  const [kept] = await q.select({ key: freeDownloads.licenceKey }).from(freeDownloads).where(eq(freeDownloads.id, id));
  return kept!.key!;
}

/** The account that owns a verified address, if there is one: it follows on that person's behalf. */
export async function findUserIdByEmail(q: Queryable, email: string): Promise<string | null> {
  const [row] = await q.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** A page of the artist's claimed downloads, newest first, by keyset on (claimed_at, id). */
export async function listArtistFreeDownloads(
  q: Queryable,
  input: { artistId: string; after: readonly [string, string] | null; limit: number },
) {
  const after = input.after
    ? sql`(${freeDownloads.claimedAt}, ${freeDownloads.id}) < (${input.after[0]}::timestamptz, ${input.after[1]}::uuid)`
    : undefined;
  return q
    .select({
      id: freeDownloads.id,
      trackId: freeDownloads.trackId,
      trackTitle: tracks.title,
      email: freeDownloads.email,
      username: profiles.username,
      claimedAt: CURSOR_TIME,
      wantsFollow: freeDownloads.wantsFollow,
      hasFollowed: freeDownloads.hasFollowed,
    })
    .from(freeDownloads)
    .innerJoin(tracks, eq(tracks.id, freeDownloads.trackId))
    .leftJoin(profiles, eq(profiles.id, freeDownloads.userId))
    .where(and(eq(freeDownloads.artistId, input.artistId), isNotNull(freeDownloads.claimedAt), after))
    .orderBy(desc(freeDownloads.claimedAt), desc(freeDownloads.id))
    .limit(input.limit);
}

export async function countArtistFreeDownloads(q: Queryable, artistId: string): Promise<number> {
  const [row] = await q
    .select({ total: count() })
    .from(freeDownloads)
    .where(and(eq(freeDownloads.artistId, artistId), isNotNull(freeDownloads.claimedAt)));
  return row?.total ?? 0;
}
