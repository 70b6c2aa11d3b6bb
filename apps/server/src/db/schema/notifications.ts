import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TNotificationData } from '@beatpasal/shared/notification-kinds';
import { users } from './auth';

/**
 * One row per thing a person should hear about (issue 34 §3, decision 079). `data` holds ids
 * only: the words are rendered in the reader's language when read. Kept 90 days.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<TNotificationData>().notNull().default({}),
    /** Set where the same cause may be told twice (a fan-out batch retried): one row per person and key. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The list pages by (created_at, id) under one person: one index seek per page.
    index('notifications_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count and "mark all read" touch only unread rows.
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null`),
    // The 90-day clean-up and the digest's day walk by time.
    index('notifications_created_idx').on(t.createdAt),
    uniqueIndex('notifications_dedupe_idx')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/**
 * A person's choice per kind; a kind without a row has its default (DEFAULT_EMAIL_MODES). Web
 * Push joins as one more column beside `email` (decision 079).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: text('email', { enum: ['instant', 'daily', 'off'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_email_check', sql`${t.email} in ('instant', 'daily', 'off')`),
  ],
);
