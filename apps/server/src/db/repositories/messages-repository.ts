import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { conversations, messages } from '../schema/chat';
import type { TSide } from './conversations-repository';

export type TMessageRow = typeof messages.$inferSelect;
export type TNewMessage = typeof messages.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keyset position of a message: `created_at` in microseconds (as text, exactly) and its id. */
export const messageCursorAt = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** As messages_history_idx is declared (`desc nulls last`; the keys are never null), so the index gives the order. */
const NEWEST_FIRST = [sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`];

export type TMessageWithCursor = TMessageRow & { cursorAt: string };

const withCursor = { ...getTableColumns(messages), cursorAt: messageCursorAt };

export async function findMessageByClientId(
  q: Queryable,
  senderId: string,
  clientId: string,
): Promise<TMessageRow | null> {
  const [row] = await q
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row ?? null;
}

/**
 * Stores a message; `created_at` is the clock at the insert, taken under the conversation's lock,
 * so a conversation's messages are ordered as they were sent. Null when the sender already sent
 * this `clientId` (a retry).
 */
export async function insertMessage(
  q: Queryable,
  values: Omit<TNewMessage, 'createdAt' | 'seenAt'>,
): Promise<TMessageRow | null> {
  const [row] = await q
    .insert(messages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning();
  return row ?? null;
}

/**
 * The messages `side` still has: those after the instant that side deleted the conversation,
 * compared in SQL (a JavaScript Date would round the microseconds away).
 */
function shownTo(side: TSide, conversationId: string) {
  const hidden = side === 'buyer' ? sql.raw('buyer_hidden_before') : sql.raw('artist_hidden_before');
  return sql`${messages.createdAt} > (select coalesce(c.${hidden}, '-infinity'::timestamptz) from ${conversations} c where c.id = ${conversationId})`;
}

export interface HistoryPageInput {
  conversationId: string;
  /** Whose view: the messages that side deleted are left out. */
  side: TSide;
  /** `(created_at, id)` of the oldest message of the page already shown. */
  before: readonly [string, string] | null;
  limit: number;
}

/** A page of a conversation, newest first, by keyset on (conversation_id, created_at, id). */
export async function listHistory(q: Queryable, page: HistoryPageInput): Promise<TMessageWithCursor[]> {
  return q
    .select(withCursor)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, page.conversationId),
        shownTo(page.side, page.conversationId),
        page.before
          ? sql`(${messages.createdAt}, ${messages.id}) < (${page.before[0]}::timestamptz, ${page.before[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit);
}

/** Marks what was sent to `receiverId` (on `side`) in the conversation, and is still shown to them, as seen now; returns how many. */
export async function markMessagesSeen(
  q: Queryable,
  input: { conversationId: string; receiverId: string; side: TSide },
): Promise<number> {
  const rows = await q
    .update(messages)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(messages.receiverId, input.receiverId),
        eq(messages.conversationId, input.conversationId),
        isNull(messages.seenAt),
        shownTo(input.side, input.conversationId),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** The message if its receiver has neither seen nor deleted it yet: what the unseen e-mail is about. */
export async function findUnseenMessage(
  q: Queryable,
  id: string,
): Promise<(TMessageRow & { receiverSide: TSide }) | null> {
  if (!UUID.test(id)) return null;
  const [row] = await q
    .select({ message: messages, buyerId: conversations.buyerId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), isNull(messages.seenAt)));
  if (!row) return null;
  const receiverSide: TSide = row.buyerId === row.message.receiverId ? 'buyer' : 'artist';
  const [shown] = await q
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), shownTo(receiverSide, row.message.conversationId)));
  return shown ? { ...row.message, receiverSide } : null;
}

/** The latest `limit` messages of a conversation, whoever deleted what, oldest first: what a report keeps. */
export async function listLatestMessages(q: Queryable, conversationId: string, limit: number): Promise<TMessageRow[]> {
  const rows = await q
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.reverse();
}
