import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CO_PRODUCER_STATUSES } from '@beatpasal/shared/schemas/co-producers';
import { purchases } from './commerce';
import { profiles } from './profiles';
import { tracks } from './tracks';

/**
 * A co-producer the lead artist named on a track (issue 35 part 5, decision 089). Pending until
 * they answer; only accepted ones share a sale. A row leaves the track as removed (by the lead),
 * declined or dropped (their account was suspended or removed while pending); it is kept as history.
 */
export const trackCoProducers = pgTable(
  'track_co_producers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    leadId: text('lead_id')
      .notNull()
      .references(() => profiles.id),
    coProducerId: text('co_producer_id')
      .notNull()
      .references(() => profiles.id),
    sharePercent: integer('share_percent').notNull(),
    status: text('status', { enum: CO_PRODUCER_STATUSES }).notNull().default('pending'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One place per person on a track while they hold it.
    uniqueIndex('track_co_producers_active_idx')
      .on(t.trackId, t.coProducerId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('track_co_producers_co_producer_idx').on(t.coProducerId, t.invitedAt.desc()),
    check('track_co_producers_share_check', sql`${t.sharePercent} between 1 and 100`),
  ],
);

/**
 * What the lead owes one co-producer for one confirmed sale, written in the approval's
 * transaction: integer paisa of the amount paid, rounded down (the remainder stays with the lead).
 * Settled by the lead with the transaction id of their payment.
 */
export const coProducerShares = pgTable(
  'co_producer_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id),
    leadId: text('lead_id')
      .notNull()
      .references(() => profiles.id),
    coProducerId: text('co_producer_id')
      .notNull()
      .references(() => profiles.id),
    sharePercent: integer('share_percent').notNull(),
    saleAmountPaisa: integer('sale_amount_paisa').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlementTransactionId: text('settlement_transaction_id'),
  },
  (t) => [
    uniqueIndex('co_producer_shares_sale_idx').on(t.purchaseId, t.coProducerId),
    index('co_producer_shares_lead_idx').on(t.leadId, t.createdAt.desc()),
    index('co_producer_shares_co_producer_idx').on(t.coProducerId, t.createdAt.desc()),
    check('co_producer_shares_amount_check', sql`${t.amountPaisa} >= 0`),
  ],
);
