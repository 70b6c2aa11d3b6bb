import { sql } from 'drizzle-orm';
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
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    masterKey: text('master_key').notNull(),
    masterContentType: text('master_content_type').notNull(),
    voiceTagKey: text('voice_tag_key'),
    previewKey: text('preview_key'),
    peaks: jsonb('peaks').$type<number[]>(),
    durationSeconds: real('duration_seconds'),
    coverKey: text('cover_key'),
    status: text('status', { enum: ['processing', 'ready', 'failed'] }).notNull().default('processing'),
    processingError: text('processing_error'),
    isSold: boolean('is_sold').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    playCount: integer('play_count').notNull().default(0),
    /** Lowest enabled, priced licence; kept in step with track_licences for sorting and filters. */
    minPriceNpr: integer('min_price_npr'),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracks_feed_recent_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    index('tracks_feed_likes_idx')
      .on(t.likeCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    index('tracks_feed_price_idx')
      .on(t.minPriceNpr.desc().nullsLast(), t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    index('tracks_genre_recent_idx')
      .on(t.genre, t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isHidden} and ${t.status} = 'ready'`),
    index('tracks_artist_recent_idx').on(t.artistId, t.createdAt.desc(), t.id.desc()),
    check('tracks_bpm_check', sql`${t.bpm} between 20 and 400`),
    check('tracks_counts_check', sql`${t.likeCount} >= 0 and ${t.playCount} >= 0`),
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
    deliverables: text('deliverables').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.kind] }),
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
    index('likes_user_recent_idx').on(t.userId, t.createdAt.desc()),
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
