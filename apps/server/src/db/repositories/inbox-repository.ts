import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { conversations, messages } from '../schema/chat';
import { profiles } from '../schema/profiles';
import { hiddenBeforeColumn, visibleAfter, type TSide } from './conversations-repository';

/** A row's unread badge counts this far; beyond it the count is "this many or more", so a row costs the same however much waits. */
export const UNREAD_COUNT_CAP = 100;

const other = alias(profiles, 'other_profile');
const last = alias(messages, 'last_message');

export interface InboxPageInput {
  userId: string;
  side: TSide;
  /** `(last_message_at, id)` of the last row of the previous page. */
  after: readonly [string, string] | null;
  limit: number;
}

/**
 * One page of a person's inbox in one statement: newest activity first by keyset on
 * (buyer_id|artist_id, last_message_at, id), each row with the other person, the latest
 * message and the unread count (from the partial index of unseen messages).
 */
export async function listInbox(q: Queryable, page: InboxPageInput) {
  const mine = page.side === 'buyer' ? conversations.buyerId : conversations.artistId;
  const theirs = page.side === 'buyer' ? conversations.artistId : conversations.buyerId;
  const hiddenBefore = visibleAfter(hiddenBeforeColumn(page.side));
  const unread = sql<number>`(select count(*)::int from (
      select 1 from ${messages} u
      where u.receiver_id = ${page.userId} and u.conversation_id = ${conversations.id} and u.seen_at is null and u.created_at > ${hiddenBefore}
      limit ${UNREAD_COUNT_CAP}) capped)`;
  return (
    q
      .select({
        id: conversations.id,
        cursorAt: sql<string>`to_char(${conversations.lastMessageAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        other: {
          id: other.id,
          username: other.username,
          displayName: other.displayName,
          avatarKey: other.avatarKey,
          role: other.role,
        },
        lastMessage: {
          id: last.id,
          senderId: last.senderId,
          body: last.body,
          createdAt: last.createdAt,
          offerId: last.offerId,
        },
        unreadCount: unread,
      })
      .from(conversations)
      .innerJoin(other, eq(other.id, theirs))
      .innerJoin(last, eq(last.id, conversations.lastMessageId))
      .where(
        and(
          eq(mine, page.userId),
          gt(conversations.lastMessageAt, hiddenBefore),
          page.after
            ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`
            : undefined,
        ),
      )
      // As the inbox indexes are declared (`desc nulls last`; the keys are never null), so the index gives the order.
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, sql`${conversations.id} desc nulls last`)
      .limit(page.limit)
  );
}

/**
 * Whether anything addressed to the person is unseen in a conversation they have not deleted
 * since. Ordered as messages_unread_idx with a limit, so the plan walks that partial index
 * (only the person's unseen messages) instead of betting on an early hit in a scan of the table.
 */
export async function hasUnreadMessages(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.execute<{ id: string }>(sql`
    select m.id from ${messages} m
    join ${conversations} c on c.id = m.conversation_id
    where m.receiver_id = ${userId} and m.seen_at is null
      and m.created_at > case when c.buyer_id = ${userId} then ${visibleAfter(sql`c.buyer_hidden_before`)} else ${visibleAfter(sql`c.artist_hidden_before`)} end
    order by m.receiver_id, m.conversation_id
    limit 1`);
  return rows.rows.length > 0;
}
