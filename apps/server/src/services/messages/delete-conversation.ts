import type { AppContext } from '../../context';
import { hideConversation } from '../../db/repositories/conversations-repository';
import { requireChatParties, requireConversation } from './chat-access';

/**
 * DELETE /api/conversations/:userId: hides the conversation for the caller only; the other
 * person keeps their copy. A later message brings it back with just the later messages.
 */
export async function deleteConversation(ctx: AppContext, input: { userId: string; otherId: string }): Promise<void> {
  const { db } = ctx.database;
  const parties = await requireChatParties(db, input.userId, input.otherId);
  await db.transaction(async (tx) => {
    const conversation = await requireConversation(tx, parties.pair, { forUpdate: true });
    await hideConversation(tx, conversation.id, parties.me.role);
    await ctx.events.publish(tx, {
      userIds: [parties.me.id],
      type: 'conversation.changed',
      data: { userId: parties.other.id },
    });
  });
}
