import type { AppContext } from '../../context';
import { findConversation, recordRead } from '../../db/repositories/conversations-repository';
import { markMessagesSeen } from '../../db/repositories/messages-repository';
import { requireChatParties } from './chat-access';

/**
 * POST /api/conversations/:userId/seen: what the other person sent the caller is seen now; the
 * sender's "Seen" and the caller's unread dot update live. Before a first message it changes nothing.
 */
export async function markSeen(ctx: AppContext, input: { userId: string; otherId: string }): Promise<void> {
  const { db } = ctx.database;
  const parties = await requireChatParties(db, input.userId, input.otherId);
  const side = parties.me.role;
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, parties.pair, { forUpdate: true });
    if (!conversation) return;
    const seen = await markMessagesSeen(tx, { conversationId: conversation.id, receiverId: parties.me.id, side });
    await recordRead(tx, conversation.id, side);
    if (seen === 0) return;
    await ctx.events.publish(tx, {
      userIds: [parties.other.id],
      type: 'message.seen',
      data: { userId: parties.me.id },
    });
    await ctx.events.publish(tx, {
      userIds: [parties.me.id],
      type: 'message.seen',
      data: { userId: parties.other.id },
    });
  });
}
