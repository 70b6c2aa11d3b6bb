import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Same key twice enqueues one job: makes enqueueing idempotent. */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set on a restore's mail jobs: never claimed until the operator releases them (decision 070). */
    heldAt: timestamp('held_at', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_ready_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.deadAt} is null`),
    uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Extra headers to send (List-Unsubscribe on notification mails, decision 079). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    index('mail_outbox_recent_idx').on(t.createdAt.desc()),
  ],
);

/** Shared by better-auth's limiter and our own, so limits hold across instances. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull().default(0),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * A background pass over existing rows (the Opus previews' backfill, decision 085): whether it
 * should run, and the last track it finished, so a stopped or interrupted pass resumes after it.
 */
export const mediaBackfills = pgTable('media_backfills', {
  name: text('name').primaryKey(),
  isRunning: boolean('is_running').notNull().default(false),
  afterTrackId: uuid('after_track_id'),
  convertedCount: integer('converted_count').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
