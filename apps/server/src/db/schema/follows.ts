import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { tracks } from './tracks';

/** Who follows which artist (issue 34). The key walks an artist's followers in id order, as the fan-out does. */
export const follows = pgTable(
  'follows',
  {
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followerId: text('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.artistId, t.followerId] }),
    // The library's Following list, newest follow first.
    index('follows_follower_recent_idx').on(t.followerId, t.createdAt.desc(), t.artistId.desc()),
    check('follows_not_self_check', sql`${t.artistId} <> ${t.followerId}`),
  ],
);

/** Followers per artist, moved in the transaction that adds or removes the follow, so a page never counts rows. */
export const followerCounts = pgTable(
  'follower_counts',
  {
    artistId: text('artist_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followerCount: integer('follower_count').notNull().default(0),
  },
  (t) => [check('follower_counts_count_check', sql`${t.followerCount} >= 0`)],
);

/**
 * The Following feed as one row per follower and track, written by the fan-out job when a track
 * becomes ready and by a new follow's back-fill (decision 078). `published_at` is the track's
 * created_at, the plain feed's order, so a page is one seek of the unique index whatever the
 * number of artists followed; hidden tracks are filtered when the page is read.
 */
export const followingFeedItems = pgTable(
  'following_feed_items',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    artistId: text('artist_id').notNull(),
  },
  (t) => [
    uniqueIndex('following_feed_items_page_idx').on(t.followerId, t.publishedAt.desc(), t.trackId.desc()),
    // Unfollowing removes that artist's rows from one person's feed.
    index('following_feed_items_artist_idx').on(t.followerId, t.artistId),
    // A deleted track's rows go by the foreign key's cascade.
    index('following_feed_items_track_idx').on(t.trackId),
  ],
);
