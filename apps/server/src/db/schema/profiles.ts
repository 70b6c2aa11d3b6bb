import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { QR_PAYLOAD_KINDS } from '@beatpasal/shared/payments/payment-kinds';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    role: text('role', { enum: ['artist', 'buyer', 'admin'] }),
    displayName: text('display_name'),
    bio: text('bio'),
    artistHistory: text('artist_history'),
    equipment: text('equipment'),
    additionalNotes: text('additional_notes'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    youtube: text('youtube'),
    tiktok: text('tiktok'),
    publicEmail: text('public_email'),
    avatarKey: text('avatar_key'),
    coverKey: text('cover_key'),
    buyerFullName: text('buyer_full_name'),
    buyerAddress: text('buyer_address'),
    buyerPhone: text('buyer_phone'),
    trackCount: integer('track_count').notNull().default(0),
    /** The language of the site and of this person's e-mails; null until chosen (e-mails then go in English). */
    language: text('language', { enum: ['en', 'ne'] }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Permanent removal (decision 031): suspended for good, with suspended_at kept set. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`),
    index('profiles_role_track_count_idx').on(t.role, t.trackCount.desc(), t.id),
    check('profiles_role_check', sql`${t.role} in ('artist', 'buyer', 'admin')`),
    check('profiles_language_check', sql`${t.language} in ('en', 'ne')`),
  ],
);

export const walletQrs = pgTable(
  'wallet_qrs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    label: text('label', { enum: ['esewa', 'khalti', 'fonepay', 'bank'] }).notNull(),
    imageKey: text('image_key').notNull(),
    decodedText: text('decoded_text').notNull(),
    /** What the decoded text is (issue 30): only an EMVCo (NepalQR) payload can carry an amount at checkout. */
    payloadKind: text('payload_kind', { enum: QR_PAYLOAD_KINDS }).notNull().default('other'),
    /** Whom buyers pay: tag 59 of an EMVCo QR, or the name in an eSewa or bank JSON QR. */
    payeeName: text('payee_name'),
    /** The network or wallet that reads it (Fonepay, NEPALPAY, eSewa, a bank code), when the payload names one. */
    payeeNetwork: text('payee_network'),
    /** Tag 62 (the order reference) in checkout QRs: off by default, as one bank's credit SMS stops arriving with it (decision 063). */
    includeReference: boolean('include_reference').notNull().default(false),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_qrs_artist_idx').on(t.artistId),
    uniqueIndex('wallet_qrs_one_primary_idx')
      .on(t.artistId)
      .where(sql`${t.isPrimary}`),
  ],
);
