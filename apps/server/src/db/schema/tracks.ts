import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * A whole-rupee price after a sale of `percent`, in paisa. priceCart's sale step takes
 * floor(p × 100 × k / 100) paisa off a price of p rupees, which is exactly p × k: no rounding to disagree on.
 */
export const paisaAfterSale = (priceNpr: SQL, percent: SQL): SQL => sql`${priceNpr} * (100 - ${percent})`;

export const tracks = pgTable(
  'tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    genre: text('genre').notNull(),
    bpm: integer('bpm').notNull(),
    musicalKey: text('musical_key'),
    mood: text('mood'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    masterKey: text('master_key').notNull(),
    masterContentType: text('master_content_type').notNull(),
    voiceTagKey: text('voice_tag_key'),
    previewKey: text('preview_key'),
    /** The same preview in Opus (WebM) at half the data (decision 085); null where ffmpeg lacks libopus or the backfill has not reached it. */
    previewOpusKey: text('preview_opus_key'),
    peaks: jsonb('peaks').$type<number[]>(),
    durationSeconds: real('duration_seconds'),
    coverKey: text('cover_key'),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    processingError: text('processing_error'),
    isSold: boolean('is_sold').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Hidden because its artist was suspended (decision 031): restoring the account shows it again. */
    isHiddenWithAccount: boolean('is_hidden_with_account').notNull().default(false),
    /** Set when the artist deleted a track that has purchases: hidden for everyone, kept for its buyers. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** One of the artist's two latest visible tracks (spec §2.3 home feed); kept by a trigger (migration 0003). */
    isHomePick: boolean('is_home_pick').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    playCount: integer('play_count').notNull().default(0),
    /** Lowest enabled, priced licence (the list price cards strike through); kept in step with track_licences. */
    minPriceNpr: integer('min_price_npr'),
    /**
     * The best timed sale's percent on this track now, 0 when none (decision 095): written when the
     * artist's sales change and by a job at each sale's start and end.
     */
    salePercentInForce: integer('sale_percent_in_force').notNull().default(0),
    /** The lowest price after that sale, in paisa: what the feed sorts and filters on. */
    priceInForcePaisa: integer('price_in_force_paisa').generatedAlwaysAs(
      paisaAfterSale(sql`min_price_npr`, sql`sale_percent_in_force`),
    ),
    /** Title, artist names and tags for the trigram search; set by triggers from the track and its artist's profile. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracks_feed_recent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    index('tracks_feed_likes_idx')
      .on(t.likeCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    // A price in force is 0 or more (a 100 % sale), so coalesce puts unpriced (negotiable-only) tracks last and
    // keeps keyset a row comparison.
    index('tracks_feed_price_idx')
      .on(sql`coalesce(${t.priceInForcePaisa}, -1) desc nulls last`, t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    index('tracks_genre_recent_idx')
      .on(t.genre, t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    index('tracks_genre_likes_idx')
      .on(t.genre, t.likeCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    index('tracks_home_recent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isHomePick}`),
    index('tracks_home_likes_idx')
      .on(t.likeCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isHomePick}`),
    index('tracks_home_price_idx')
      .on(sql`coalesce(${t.priceInForcePaisa}, -1) desc nulls last`, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isHomePick}`),
    // The repair sweep's way to the tracks whose sale may have ended (decision 095).
    index('tracks_on_sale_idx')
      .on(t.artistId)
      .where(sql`${t.salePercentInForce} > 0`),
    index('tracks_artist_home_pick_idx')
      .on(t.artistId)
      .where(sql`${t.isHomePick}`),
    index('tracks_artist_recent_idx').on(t.artistId, t.createdAt.desc(), t.id.desc()),
    // New tracks per week on the admin overview (the feed indexes leave hidden tracks out).
    index('tracks_created_idx').on(t.createdAt),
    check('tracks_bpm_check', sql`${t.bpm} between 20 and 400`),
    check('tracks_counts_check', sql`${t.likeCount} >= 0 and ${t.playCount} >= 0`),
    check('tracks_sale_percent_check', sql`${t.salePercentInForce} between 0 and 100`),
  ],
);

export const LICENCE_KINDS = ['lease', 'non_exclusive', 'exclusive', 'full_rights'] as const;

export const trackLicences = pgTable(
  'track_licences',
  {
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LICENCE_KINDS }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    priceNpr: integer('price_npr'),
    isNegotiable: boolean('is_negotiable').notNull().default(false),
    terms: text('terms'),
    leaseDays: integer('lease_days'),
    streamCap: integer('stream_cap'),
    deliverables: text('deliverables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.kind] }),
    // Every card asks whether its track has a negotiable licence: a probe of this small index
    // instead of reading each licence row (decision 059).
    index('track_licences_negotiable_idx')
      .on(t.trackId)
      .where(sql`${t.enabled} and ${t.isNegotiable}`),
    check(
      'track_licences_price_check',
      sql`(not ${t.enabled}) or ${t.isNegotiable} or (${t.priceNpr} is not null and ${t.priceNpr} > 0)`,
    ),
    check('track_licences_price_positive', sql`${t.priceNpr} is null or ${t.priceNpr} > 0`),
  ],
);

export const likes = pgTable(
  'likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trackId] }),
    index('likes_user_recent_idx').on(t.userId, t.createdAt.desc(), t.trackId.desc()),
    index('likes_track_idx').on(t.trackId),
  ],
);

export const plays = pgTable(
  'plays',
  {
    listenerKey: text('listener_key').notNull(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listenerKey, t.trackId, t.windowStart] })],
);

/** Visible tracks per genre for /genres, kept by the tracks triggers (migration 0007) so the page never counts rows. */
export const genreCounts = pgTable(
  'genre_counts',
  {
    genre: text('genre').primaryKey(),
    trackCount: integer('track_count').notNull().default(0),
  },
  (t) => [check('genre_counts_track_count_check', sql`${t.trackCount} >= 0`)],
);
