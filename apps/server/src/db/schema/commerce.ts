import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { profiles } from './profiles';
import { LICENCE_KINDS, tracks } from './tracks';
import { DELIVERABLES } from '@beatpasal/shared/licences';
import { PURCHASE_STATUSES } from '@beatpasal/shared/purchase-states';
import { CONFIRMATION_SOURCES, FORWARDED_MESSAGE_OUTCOMES } from '@beatpasal/shared/payments/payment-kinds';
import { PROOF_FLAGS, REJECTION_REASONS } from '@beatpasal/shared/schemas/purchases';
import { WALLET_KINDS } from '@beatpasal/shared/schemas/profiles';

export { PURCHASE_STATUSES, REJECTION_REASONS };

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => profiles.id),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id),
    licenceKind: text('licence_kind', { enum: LICENCE_KINDS }).notNull(),
    priceNpr: integer('price_npr').notNull(),
    /** What the buyer pays, in paisa: the price plus an offset unique among the artist's open purchases (decision 063). */
    amountPaisa: integer('amount_paisa').notNull(),
    /**
     * A line of a grouped payment request (decision 091): the lead line carries the request's amount,
     * reference, proof and confirmation; the other lines name it here and follow it in every transition.
     */
    leadPurchaseId: uuid('lead_purchase_id').references((): AnyPgColumn => purchases.id),
    /** What this licence costs within a grouped request, in paisa, after sale, deal and code; null for Buy Now. */
    linePaisa: integer('line_paisa'),
    licenceTerms: text('licence_terms'),
    leaseDays: integer('lease_days'),
    streamCap: integer('stream_cap'),
    deliverables: text('deliverables', { enum: DELIVERABLES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('awaiting_payment'),
    referenceCode: text('reference_code').notNull().unique(),
    screenshotKey: text('screenshot_key'),
    screenshotSha256: text('screenshot_sha256'),
    walletTransactionId: text('wallet_transaction_id'),
    walletLabel: text('wallet_label', { enum: WALLET_KINDS }),
    /** Advisory signs found when the proof arrived (decision 026), for the artist's eyes only. */
    proofFlags: text('proof_flags', { enum: PROOF_FLAGS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }),
    rejectionNote: text('rejection_note'),
    refundNpr: integer('refund_npr'),
    /** When the buyer confirmed the refund of a rejected purchase arrived (refunds register). */
    refundConfirmedAt: timestamp('refund_confirmed_at', { withTimezone: true }),
    /** How the sale was marked as paid, and the credit message's fields when one confirmed it (its text is never kept). */
    confirmedVia: text('confirmed_via', { enum: CONFIRMATION_SOURCES }),
    paymentRrn: text('payment_rrn'),
    paymentSender: text('payment_sender'),
    paymentReceivedAt: timestamp('payment_received_at', { withTimezone: true }),
    /** The public code of the licence (`/licence/{code}`), given when its agreement is issued (decision 067). */
    licenceCode: text('licence_code'),
    /** The agreement's date of issue, kept apart from decided_at, which a later decision (a revocation) moves. */
    licenceIssuedAt: timestamp('licence_issued_at', { withTimezone: true }),
    /** An approved sale undone through a dispute: the agreement stays with the buyer, marked revoked. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    alternateKey: text('alternate_key'),
    alternateContentType: text('alternate_content_type'),
    /** The 320 kbit/s MP3 made from the master after approval (when the licence includes an MP3). */
    mp3Key: text('mp3_key'),
    agreementKey: text('agreement_key'),
    agreementSha256: text('agreement_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_one_open_idx')
      .on(t.buyerId, t.trackId, t.licenceKind)
      .where(sql`${t.status} in ('awaiting_payment', 'pending')`),
    index('purchases_buyer_recent_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    // One state of the artist's sales (pending, approved…), newest first, pages by keyset. Only a grouped
    // request's lead is a sale of its own (decision 091): the page walks the index alone (decision 102).
    index('purchases_artist_status_recent_idx')
      .on(t.artistId, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.leadPurchaseId} is null`),
    index('purchases_track_idx').on(t.trackId, t.status),
    // The admin overview: purchases by state and sales per week.
    index('purchases_status_created_idx').on(t.status, t.createdAt),
    // The artist's sales list, newest first, pages by keyset; unpaid carts (open or lapsed) are not sales.
    index('purchases_artist_sales_idx')
      .on(t.artistId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} not in ('awaiting_payment', 'expired') and ${t.leadPurchaseId} is null`),
    // The refunds register: every rejected purchase, oldest decision first.
    index('purchases_rejected_idx')
      .on(t.decidedAt, t.id)
      .where(sql`${t.status} = 'rejected'`),
    // Each open payment request of an artist has its own exact amount, so a credit message's amount
    // names it; the lines that follow a lead are not requests of their own.
    uniqueIndex('purchases_open_amount_idx')
      .on(t.artistId, t.amountPaisa)
      .where(sql`${t.status} in ('awaiting_payment', 'pending') and ${t.leadPurchaseId} is null`),
    index('purchases_lead_idx')
      .on(t.leadPurchaseId)
      .where(sql`${t.leadPurchaseId} is not null`),
    // One RRN or transaction id confirms one purchase of an artist, ever.
    uniqueIndex('purchases_payment_rrn_idx').on(t.artistId, t.paymentRrn),
    uniqueIndex('purchases_licence_code_idx').on(t.licenceCode),
    // The refunds register: paid orders closed by another buyer's exclusive sale, beside the rejected ones.
    index('purchases_closed_paid_idx')
      .on(t.decidedAt, t.id)
      .where(sql`${t.status} = 'closed' and ${t.submittedAt} is not null`),
    uniqueIndex('purchases_screenshot_sha_idx').on(t.screenshotSha256),
    uniqueIndex('purchases_wallet_transaction_idx').on(t.walletLabel, t.walletTransactionId),
    check(
      'purchases_status_check',
      sql`${t.status} in ('awaiting_payment', 'pending', 'approved', 'rejected', 'closed', 'expired')`,
    ),
    check('purchases_price_check', sql`${t.priceNpr} > 0`),
    check('purchases_amount_check', sql`${t.amountPaisa} >= coalesce(${t.linePaisa}, ${t.priceNpr} * 100)`),
    check(
      'purchases_line_check',
      sql`${t.linePaisa} is null or (${t.linePaisa} >= 0 and ${t.linePaisa} <= ${t.priceNpr} * 100)`,
    ),
    check('purchases_refund_check', sql`${t.refundNpr} is null or ${t.refundNpr} >= 0`),
  ],
);

/**
 * An artist's sales by state, kept by a trigger on purchases (migration 0011), so the totals shown
 * above the sales list cost one row however many sales there are. One row per artist: every
 * transaction that moves a sale takes this single lock last, so two can never wait on each other here.
 */
export const artistSaleTotals = pgTable('artist_sale_totals', {
  artistId: text('artist_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  pendingCount: integer('pending_count').notNull().default(0),
  approvedCount: integer('approved_count').notNull().default(0),
  approvedNpr: bigint('approved_npr', { mode: 'number' }).notNull().default(0),
  rejectedCount: integer('rejected_count').notNull().default(0),
  refundedNpr: bigint('refunded_npr', { mode: 'number' }).notNull().default(0),
  closedCount: integer('closed_count').notNull().default(0),
});

export const CONTACT_CATEGORIES = ['account', 'purchase', 'copyright', 'others'] as const;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    phone: text('phone').notNull(),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull(),
    message: text('message').notNull(),
    screenshotKey: text('screenshot_key'),
    isHandled: boolean('is_handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_recent_idx').on(t.createdAt.desc()),
    index('contact_messages_queue_idx').on(t.isHandled, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * An artist's private address for an SMS-forwarding app (issue 30): only the SHA-256 of the secret
 * in its URL is kept, so a database reader cannot post to it; rotating replaces the hash.
 */
export const paymentInboxes = pgTable('payment_inboxes', {
  artistId: text('artist_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** "Confirm exact matches for me": an unambiguous forwarded match marks the sale paid by itself. */
  autoConfirm: boolean('auto_confirm').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A forwarded credit message's fields and what became of it, shown on the dashboard as a
 * suggestion. The message's text is not kept.
 */
export const forwardedPayments = pgTable(
  'forwarded_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    amountPaisa: integer('amount_paisa'),
    rrn: text('rrn'),
    sender: text('sender'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    outcome: text('outcome', { enum: FORWARDED_MESSAGE_OUTCOMES }).notNull(),
    /** Why it did not match (a key the web translates), when it did not. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forwarded_payments_artist_idx').on(t.artistId, t.createdAt.desc(), t.id.desc())],
);
