import type { AppContext } from '../../context';
import { hasUnreadMessages } from '../../db/repositories/inbox-repository';

/**
 * GET /api/me/unread (and `hasUnread` in /api/me): whether anything addressed to the caller is
 * unseen, the navbar's Inbox dot. Someone without a chat (no role yet, an administrator) has none.
 */
export async function getUnread(ctx: AppContext, input: { userId: string }): Promise<{ hasUnread: boolean }> {
  return { hasUnread: await hasUnreadMessages(ctx.database.db, input.userId) };
}
