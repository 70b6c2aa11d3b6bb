import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { offers } from './offers';
import { profiles } from './profiles';

/**
 * One conversation per buyer–artist pair (DESIGN §2 "Chat conventions"). Each side has its own
 * read and delete state: `*_hidden_before` hides every message up to that instant for that side
 * only (a newer message makes the conversation reappear with just the newer messages), and
 * `*_last_read_at` changes whenever that side reads, which ends the e-mail round for it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the buyer first wrote: from then on the artist may reply. */
    buyerWroteAt: timestamp('buyer_wrote_at', { withTimezone: true }),
    buyerHiddenBefore: timestamp('buyer_hidden_before', { withTimezone: true }),
    artistHiddenBefore: timestamp('artist_hidden_before', { withTimezone: true }),
    buyerLastReadAt: timestamp('buyer_last_read_at', { withTimezone: true }),
    artistLastReadAt: timestamp('artist_last_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.buyerId, t.artistId),
    index('conversations_buyer_inbox_idx').on(t.buyerId, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_artist_inbox_idx').on(t.artistId, t.lastMessageAt.desc(), t.id.desc()),
    check('conversations_two_people_check', sql`${t.buyerId} <> ${t.artistId}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Chosen by the sender's browser: the same message sent twice is stored once. */
    clientId: text('client_id'),
    /** An offer posted into the chat; its table and foreign key come with the offers. */
    offerId: uuid('offer_id').references(() => offers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_history_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('messages_unread_idx')
      .on(t.receiverId, t.conversationId)
      .where(sql`${t.seenAt} is null`),
    uniqueIndex('messages_client_id_idx').on(t.senderId, t.clientId),
    check('messages_body_check', sql`length(btrim(${t.body})) > 0 or ${t.offerId} is not null`),
  ],
);

/** `blocker_id` no longer hears from `blocked_id`, and cannot write to them either. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);
