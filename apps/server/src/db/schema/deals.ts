import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LICENCE_KINDS } from '@beatpasal/shared/licence-kinds';
import { BULK_DEAL_KINDS, CODE_OFF_KINDS } from '@beatpasal/shared/schemas/deals';
import { profiles } from './profiles';

/*
 * An artist's deals (issue 35 parts 2–4, decision 092): the rules `priceCart` applies (decision 087).
 * Chosen tracks are kept as a uuid array rather than a join table: a rule names a handful of the
 * artist's own tracks, is always read whole with its row, and a deleted track simply stops matching.
 */

/** A discount code: percent or whole rupees off, on the store or chosen tracks and kinds, between two instants. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** As the buyer types it, normalised (trimmed, upper case), so codes are case-insensitive. */
    code: text('code').notNull(),
    offKind: text('off_kind', { enum: CODE_OFF_KINDS }).notNull(),
    /** The percent (1–100) or the whole rupees off, as `offKind` says. */
    offValue: integer('off_value').notNull(),
    trackIds: uuid('track_ids').array(),
    licenceKinds: text('licence_kinds', { enum: LICENCE_KINDS }).array(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Total uses allowed, or none for no cap. */
    maxUses: integer('max_uses'),
    isOncePerBuyer: boolean('is_once_per_buyer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A removed code stays for the uses (and payment requests) that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discount_codes_artist_code_idx')
      .on(t.artistId, t.code)
      .where(sql`${t.deletedAt} is null`),
    check('discount_codes_off_check', sql`${t.offValue} >= 1 and (${t.offKind} <> 'percent' or ${t.offValue} <= 100)`),
    check('discount_codes_window_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('discount_codes_cap_check', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
  ],
);

/**
 * One use of a code by one payment request. `request_id` names the payment request that took it
 * (checkout's table, merged separately: no foreign key here yet); a request takes a code once.
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_code_uses_request_idx').on(t.requestId),
    index('discount_code_uses_code_buyer_idx').on(t.codeId, t.buyerId),
  ],
);

/** The artist's one bulk deal: "buy `n` get `m` free" or "`n` for the price of `m`". No row: no deal. */
export const bulkDeals = pgTable(
  'bulk_deals',
  {
    artistId: text('artist_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BULK_DEAL_KINDS }).notNull(),
    n: integer('n').notNull(),
    m: integer('m').notNull(),
    licenceKinds: text('licence_kinds', { enum: LICENCE_KINDS }).array(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'bulk_deals_size_check',
      sql`${t.n} between 1 and 100 and ${t.m} between 1 and 100 and (${t.kind} <> 'n_for_m' or ${t.n} > ${t.m})`,
    ),
  ],
);

/** Percent off the store or chosen tracks between two instants (`starts_at` inclusive, `ends_at` exclusive). */
export const timedSales = pgTable(
  'timed_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    percentOff: integer('percent_off').notNull(),
    trackIds: uuid('track_ids').array(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The sales on or to come for an artist: prices read `where artist_id = ? and ends_at > now`.
    index('timed_sales_artist_ends_idx').on(t.artistId, t.endsAt),
    check('timed_sales_percent_check', sql`${t.percentOff} between 1 and 100`),
    check('timed_sales_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
