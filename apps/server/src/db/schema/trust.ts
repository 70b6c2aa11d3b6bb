import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_REASONS, DISPUTE_STATUSES } from '@beatpasal/shared/schemas/trust';
import { purchases } from './commerce';
import { profiles } from './profiles';

/**
 * A buyer's dispute about one purchase (decision 031). At most one open per purchase; the
 * decision is taken once (`status = 'open'` in the update's where), by whichever admin is first.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => profiles.id),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    decisionNote: text('decision_note'),
    /** No foreign key, like the audit log: the admin's account may go, the decision stays. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_one_open_idx')
      .on(t.purchaseId)
      .where(sql`${t.status} = 'open'`),
    index('disputes_purchase_idx').on(t.purchaseId, t.createdAt.desc()),
    index('disputes_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check(
      'disputes_reason_check',
      sql`${t.reason} in ('not_approved', 'rejected_without_refund', 'closed_without_refund', 'wrong_file')`,
    ),
    check('disputes_status_check', sql`${t.status} in ('open', 'resolved_buyer', 'resolved_artist', 'closed')`),
  ],
);
