import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LICENCE_KINDS } from '@beatpasal/shared/licence-kinds';
import { profiles } from './profiles';
import { tracks } from './tracks';

/**
 * A buyer's cart (issue 35): the licences they mean to buy, one row per track and kind. No price is
 * kept: the cart always shows the price in force, and the price is fixed when checkout makes the
 * payment request (decision 088).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    buyerId: text('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    licenceKind: text('licence_kind', { enum: LICENCE_KINDS }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.trackId, t.licenceKind] }),
    // A track's cart rows, for the foreign key's cascade when a track is deleted.
    index('cart_items_track_idx').on(t.trackId),
  ],
);
