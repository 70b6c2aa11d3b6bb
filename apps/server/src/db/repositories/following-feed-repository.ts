import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { followingFeedItems } from '../schema/follows';
import { filteredRows, type CardPageSource, type SortKey } from './card-page-source';

/** How many of an artist's latest tracks a new follow copies into the follower's feed. */
export const FOLLOW_BACKFILL_TRACKS = 50;

export interface FanOutTrack {
  id: string;
  artistId: string;
}

/** A ready track to fan out, hidden or not: visibility is decided when a feed page is read. */
export async function findFanOutTrack(q: Queryable, trackId: string): Promise<FanOutTrack | null> {
  const result = await q.execute(
    sql`select id, artist_id as "artistId" from tracks where id = ${trackId} and status = 'ready'`,
  );
  return (result.rows[0] as unknown as FanOutTrack | undefined) ?? null;
}

/**
 * One row per follower for this track, its published_at copied in SQL from the track's created_at
 * (a JavaScript Date would drop the microseconds a back-fill keeps); a row already there (a
 * retried batch) is left alone.
 */
export async function insertFeedItems(q: Queryable, trackId: string, followerIds: readonly string[]): Promise<void> {
  if (followerIds.length === 0) return;
  await q.execute(sql`insert into following_feed_items (follower_id, published_at, track_id, artist_id)
    select f.follower_id, t.created_at, t.id, t.artist_id
    from tracks t cross join unnest(${`{${followerIds.map((id) => JSON.stringify(id)).join(',')}}`}::text[]) as f(follower_id)
    where t.id = ${trackId}
    on conflict do nothing`);
}

/** The artist's latest ready tracks into one follower's feed (tracks_artist_recent_idx), bounded by FOLLOW_BACKFILL_TRACKS. */
export async function backfillFeedItems(q: Queryable, followerId: string, artistId: string): Promise<void> {
  await q.execute(sql`insert into following_feed_items (follower_id, published_at, track_id, artist_id)
    select ${followerId}, t.created_at, t.id, t.artist_id from tracks t
    where t.artist_id = ${artistId} and t.status = 'ready'
    order by t.created_at desc, t.id desc
    limit ${sql.raw(String(FOLLOW_BACKFILL_TRACKS))}
    on conflict do nothing`);
}

/** Unfollowing takes the artist's tracks out of that person's feed (following_feed_items_artist_idx). */
export async function deleteFeedItemsOfArtist(q: Queryable, followerId: string, artistId: string): Promise<void> {
  await q
    .delete(followingFeedItems)
    .where(and(eq(followingFeedItems.followerId, followerId), eq(followingFeedItems.artistId, artistId)));
}

const PUBLISHED: SortKey = { expr: sql`f.published_at`, type: 'timestamp' };
const TRACK: SortKey = { expr: sql`f.track_id`, type: 'uuid' };

/**
 * The Following tab as a card list: a seek on following_feed_items_page_idx for this person, each
 * row joined to its track by primary key and kept only while visible, written as the feed indexes'
 * predicate. A suspended artist's tracks are hidden with the account, so they drop out here too.
 */
export function followingFeedSource(followerId: string): CardPageSource {
  const keys = [PUBLISHED, TRACK];
  const rows = filteredRows(
    sql`following_feed_items f join tracks t on t.id = f.track_id`,
    [sql`f.follower_id = ${followerId}`, sql`not t.is_hidden and t.status = 'ready'`],
    keys,
  );
  return { name: 'following', keys, rows };
}
