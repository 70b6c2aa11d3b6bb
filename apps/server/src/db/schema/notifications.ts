import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
 * A person's choice per kind; a kind without a row has its defaults (DEFAULT_EMAIL_MODES,
 * DEFAULT_PUSH). `push` null: the default (decision 083).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: text('email', { enum: ['instant', 'daily', 'off'] }).notNull(),
    push: boolean('push'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_email_check', sql`${t.email} in ('instant', 'daily', 'off')`),
  ],
);

/**
 * A browser's Web Push subscription (decision 083): one row per endpoint, which belongs to the
 * person who last subscribed with it. Deleted when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android": which device this is, for the person and the logs. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
