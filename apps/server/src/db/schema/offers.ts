import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OFFER_STATUSES } from '@beatpasal/shared/schemas/offers';
import { purchases } from './commerce';
import { profiles } from './profiles';
import { LICENCE_KINDS, tracks } from './tracks';

export { OFFER_STATUSES };

/**
 * Offers on negotiable licences, made in a conversation between a buyer and an artist
 * (docs/decisions/025-offers.md). A counter is a new row whose `supersedes_id` is the offer it answers.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    licenceKind: text('licence_kind', { enum: LICENCE_KINDS }).notNull(),
    priceNpr: integer('price_npr').notNull(),
    fromUserId: text('from_user_id').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    supersedesId: uuid('supersedes_id'),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
  },
  (t) => [
    foreignKey({ columns: [t.supersedesId], foreignColumns: [t.id], name: 'offers_supersedes_fk' }),
    // One open offer per licence in a conversation: a newer one replaces it in the same transaction.
    uniqueIndex('offers_one_pending_idx')
      .on(t.buyerId, t.trackId, t.licenceKind)
      .where(sql`${t.status} = 'pending'`),
    index('offers_track_idx').on(t.trackId, t.status),
    check(
      'offers_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'countered', 'expired', 'void')`,
    ),
    check('offers_price_check', sql`${t.priceNpr} > 0`),
    check(
      'offers_parties_check',
      sql`${t.buyerId} <> ${t.artistId} and ${t.fromUserId} in (${t.buyerId}, ${t.artistId})`,
    ),
    check('offers_purchase_check', sql`(${t.status} = 'accepted') = (${t.purchaseId} is not null)`),
  ],
);
