import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { conversations, messages } from '../schema/chat';

export type TConversationRow = typeof conversations.$inferSelect;

/** The two people of a conversation, always stored as buyer and artist. */
export interface TPair {
  buyerId: string;
  artistId: string;
}

/** Which side of its conversations a person is on: a buyer is always the buyer side, an artist the artist side. */
export type TSide = 'buyer' | 'artist';

const pairFilter = (pair: TPair) =>
  and(eq(conversations.buyerId, pair.buyerId), eq(conversations.artistId, pair.artistId));

export async function findConversation(
  q: Queryable,
  pair: TPair,
  options: { forUpdate?: boolean } = {},
): Promise<TConversationRow | null> {
  const query = q.select().from(conversations).where(pairFilter(pair));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The pair's conversation locked for a change, made first if it does not exist yet. */
export async function lockOrCreateConversation(q: Queryable, pair: TPair): Promise<TConversationRow> {
  await q
    .insert(conversations)
    .values(pair)
    .onConflictDoNothing({ target: [conversations.buyerId, conversations.artistId] });
  return (await findConversation(q, pair, { forUpdate: true }))!;
}

/** Makes `messageId` the conversation's latest message, its time copied in SQL so no precision is lost. */
export async function recordLastMessage(
  q: Queryable,
  id: string,
  messageId: string,
  options: { byBuyer: boolean },
): Promise<void> {
  const sentAt = sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${messageId})`;
  await q
    .update(conversations)
    .set({
      lastMessageId: messageId,
      lastMessageAt: sentAt,
      ...(options.byBuyer ? { buyerWroteAt: sql`coalesce(${conversations.buyerWroteAt}, ${sentAt})` } : {}),
    })
    .where(eq(conversations.id, id));
}

/** Hides everything up to the latest message for one side: only later messages show again. */
export async function hideConversation(q: Queryable, id: string, side: TSide): Promise<void> {
  await q
    .update(conversations)
    .set(
      side === 'buyer'
        ? { buyerHiddenBefore: sql`${conversations.lastMessageAt}` }
        : { artistHiddenBefore: sql`${conversations.lastMessageAt}` },
    )
    .where(eq(conversations.id, id));
}

/** The side read the conversation now: its e-mail round ends. */
export async function recordRead(q: Queryable, id: string, side: TSide): Promise<TConversationRow> {
  const [row] = await q
    .update(conversations)
    .set(side === 'buyer' ? { buyerLastReadAt: sql`clock_timestamp()` } : { artistLastReadAt: sql`clock_timestamp()` })
    .where(eq(conversations.id, id))
    .returning();
  return row!;
}

export const hiddenBeforeColumn = (side: TSide) =>
  side === 'buyer' ? conversations.buyerHiddenBefore : conversations.artistHiddenBefore;
export const lastReadOf = (row: TConversationRow, side: TSide) =>
  side === 'buyer' ? row.buyerLastReadAt : row.artistLastReadAt;

/** `column` as a timestamp that every message is after when the side never deleted the conversation. */
export const visibleAfter = (column: SQL | AnyPgColumn) => sql`coalesce(${column}, '-infinity'::timestamptz)`;
