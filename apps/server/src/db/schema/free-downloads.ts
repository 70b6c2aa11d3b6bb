import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { tracks } from './tracks';

/** Tracks their artist hands out for free (issue 34 part 5, decision 081): a row means the switch is on. */
export const freeDownloadTracks = pgTable('free_download_tracks', {
  trackId: uuid('track_id')
    .primaryKey()
    .references(() => tracks.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One free download per person and track: by a verified e-mail address or by an account. Asking
 * again reuses the row, so the artist counts each person once. `link_nonce` is the one mailed link
 * that may still be used; opening it clears it (single use).
 */
export const freeDownloads = pgTable(
  'free_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** Lower-cased; null for a signed-in person's download. */
    email: text('email'),
    wantsFollow: boolean('wants_follow').notNull().default(false),
    hasFollowed: boolean('has_followed').notNull().default(false),
    linkNonce: text('link_nonce'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    /** The free licence PDF, written at the first download and kept as issued. */
    licenceKey: text('licence_key'),
    /** When the e-mail was verified or the signed-in person took it: until then the artist does not see it. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('free_downloads_track_email_idx')
      .on(t.trackId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('free_downloads_track_user_idx')
      .on(t.trackId, t.userId)
      .where(sql`${t.userId} is not null`),
    // The artist's dashboard list, newest download first.
    index('free_downloads_artist_claimed_idx')
      .on(t.artistId, t.claimedAt.desc(), t.id.desc())
      .where(sql`${t.claimedAt} is not null`),
    check('free_downloads_who_check', sql`${t.email} is not null or ${t.userId} is not null`),
  ],
);
