import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';
import { tracks } from '../schema/tracks';

/**
 * The artist's own tracks: every query is scoped by `artist_id`, so another artist's id finds
 * nothing. A track the artist deleted but buyers keep (deleted_at set) is no longer theirs to see.
 */
const ownTrackColumns = {
  id: tracks.id,
  title: tracks.title,
  genre: tracks.genre,
  bpm: tracks.bpm,
  musicalKey: tracks.musicalKey,
  mood: tracks.mood,
  tags: tracks.tags,
  description: tracks.description,
  coverKey: tracks.coverKey,
  masterKey: tracks.masterKey,
  voiceTagKey: tracks.voiceTagKey,
  previewKey: tracks.previewKey,
  previewOpusKey: tracks.previewOpusKey,
  status: tracks.status,
  processingError: tracks.processingError,
  isHidden: tracks.isHidden,
  isSold: tracks.isSold,
  likeCount: tracks.likeCount,
  playCount: tracks.playCount,
  durationSeconds: tracks.durationSeconds,
  minPriceNpr: tracks.minPriceNpr,
  createdAt: sql<string>`to_char(${tracks.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  hasPurchases: sql<boolean>`exists (select 1 from ${purchases} where ${purchases.trackId} = ${tracks.id})`,
};

const selectOwnTracks = (q: Queryable) => q.select(ownTrackColumns).from(tracks);

export type TOwnTrackRow = Awaited<ReturnType<typeof selectOwnTracks>>[number];

const ownedBy = (artistId: string) => and(eq(tracks.artistId, artistId), isNull(tracks.deletedAt));

/** Newest first, a seek on tracks_artist_recent_idx; `after` is the [createdAt, id] of the previous page's last row. */
export async function listOwnTracks(
  q: Queryable,
  artistId: string,
  after: readonly [string, string] | null,
  limit: number,
): Promise<TOwnTrackRow[]> {
  return selectOwnTracks(q)
    .where(
      and(
        ownedBy(artistId),
        after ? sql`(${tracks.createdAt}, ${tracks.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(sql`${tracks.createdAt} desc nulls last`, sql`${tracks.id} desc nulls last`)
    .limit(limit);
}

/** `forUpdate` locks the row: a purchase being created meanwhile waits (it takes a key-share lock on the track). */
export async function findOwnTrack(
  q: Queryable,
  artistId: string,
  trackId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TOwnTrackRow | null> {
  const query = selectOwnTracks(q).where(and(ownedBy(artistId), eq(tracks.id, trackId)));
  const [row] = options.forUpdate ? await query.for('update', { of: tracks }) : await query;
  return row ?? null;
}
