import type { TMessagePage } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import { findConversation } from '../../db/repositories/conversations-repository';
import { listHistory } from '../../db/repositories/messages-repository';
import { decodeCursor, encodeCursor } from '../catalogue/page-cursor';
import { requireChatParties } from './chat-access';
import { presentMessages } from './present-chat';

export const MESSAGES_PAGE_SIZE = 30;
const KEY_TYPES = ['timestamp', 'uuid'] as const;
/** Not bound to the conversation (the contract allows 200 characters): a cursor only ever pages the caller's own conversation. */
const LIST_NAME = 'messages';

/**
 * GET /api/conversations/:userId/messages: the latest page of the caller's conversation with
 * that person, oldest first; `before` asks for the page before it. Messages the caller deleted
 * are not in it; before a first message the page is empty.
 */
export async function listMessages(
  ctx: AppContext,
  input: { userId: string; otherId: string; before?: string },
): Promise<TMessagePage> {
  const { db } = ctx.database;
  const parties = await requireChatParties(db, input.userId, input.otherId);
  const conversation = await findConversation(db, parties.pair);
  const keys = decodeCursor(input.before, LIST_NAME, KEY_TYPES);
  if (!conversation) return { items: [], nextCursor: null };
  const rows = await listHistory(db, {
    conversationId: conversation.id,
    side: parties.me.role,
    before: keys ? [keys[0]!, keys[1]!] : null,
    limit: MESSAGES_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  const oldest = page.at(-1);
  const nextCursor =
    rows.length > MESSAGES_PAGE_SIZE && oldest ? encodeCursor(LIST_NAME, [oldest.cursorAt, oldest.id]) : null;
  return { items: await presentMessages(ctx, db, page.reverse()), nextCursor };
}
