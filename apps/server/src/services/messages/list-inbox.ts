import type { TInboxPage } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import { listInbox as listInboxRows } from '../../db/repositories/inbox-repository';
import { decodeCursor, encodeCursor } from '../catalogue/page-cursor';
import { requireChatMember } from './chat-access';
import { presentPerson } from './present-chat';

export const INBOX_PAGE_SIZE = 20;
const KEY_TYPES = ['timestamp', 'uuid'] as const;

/**
 * GET /api/conversations: the caller's conversations, newest activity first, one row each with
 * the latest message and the unread count, in one query per page. Conversations the caller
 * deleted stay out until a newer message arrives.
 */
export async function listInbox(ctx: AppContext, input: { userId: string; cursor?: string }): Promise<TInboxPage> {
  const { db } = ctx.database;
  const me = await requireChatMember(db, input.userId);
  const listName = `inbox:${me.id}`;
  const keys = decodeCursor(input.cursor, listName, KEY_TYPES);
  const rows = await listInboxRows(db, {
    userId: me.id,
    side: me.role,
    after: keys ? [keys[0]!, keys[1]!] : null,
    limit: INBOX_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      other: presentPerson(ctx.storage, row.other),
      lastMessage: {
        id: row.lastMessage.id,
        senderId: row.lastMessage.senderId,
        body: row.lastMessage.body,
        createdAt: row.lastMessage.createdAt.toISOString(),
        isOffer: row.lastMessage.offerId !== null,
      },
      unreadCount: row.unreadCount,
    })),
    nextCursor: rows.length > INBOX_PAGE_SIZE && last ? encodeCursor(listName, [last.cursorAt, last.id]) : null,
  };
}
