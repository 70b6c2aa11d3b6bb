import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@beatpasal/shared/schemas/accounts';
import { TAKEDOWN_STATUSES } from '@beatpasal/shared/schemas/admin-queues';
import { users } from './auth';
import { tracks } from './tracks';

/**
 * A copyright takedown notice filed on /dispute (by anyone, signed in or not). The track is hidden
 * while the notice is pending; the artist may answer once; an administrator restores or removes.
 */
export const takedowns = pgTable(
  'takedowns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimantName: text('claimant_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The language of the page the notice was filed from: the claimant's e-mail about the decision is in it. */
    claimantLanguage: text('claimant_language', { enum: LANGUAGES }).notNull().default('en'),
    originalWork: text('original_work').notNull(),
    trackUrl: text('track_url').notNull(),
    signature: text('signature').notNull(),
    ip: text('ip'),
    status: text('status', { enum: TAKEDOWN_STATUSES }).notNull().default('pending'),
    counterStatement: text('counter_statement'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('takedowns_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('takedowns_artist_idx').on(t.artistId, t.createdAt.desc()),
    index('takedowns_pending_track_idx')
      .on(t.trackId)
      .where(sql`${t.status} = 'pending'`),
    check('takedowns_status_check', sql`${t.status} in ('pending', 'restored', 'removed')`),
    check('takedowns_claimant_language_check', sql`${t.claimantLanguage} in ('en', 'ne')`),
  ],
);
