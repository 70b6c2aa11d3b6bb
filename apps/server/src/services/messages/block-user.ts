import type { AppContext } from '../../context';
import { deleteBlock, insertBlock } from '../../db/repositories/chat-relations-repository';
import { requireChatParties } from './chat-access';

/**
 * PUT / DELETE /api/conversations/:userId/block: while blocked, neither can write to the other
 * (docs/decisions/023-chat.md). Both are told, so an open chat shows it at once. Idempotent.
 */
export async function setBlocked(
  ctx: AppContext,
  input: { userId: string; otherId: string; isBlocked: boolean },
): Promise<void> {
  const { db } = ctx.database;
  const { me, other } = await requireChatParties(db, input.userId, input.otherId);
  await db.transaction(async (tx) => {
    if (input.isBlocked) await insertBlock(tx, me.id, other.id);
    else await deleteBlock(tx, me.id, other.id);
    await ctx.events.publish(tx, { userIds: [me.id], type: 'conversation.changed', data: { userId: other.id } });
    await ctx.events.publish(tx, { userIds: [other.id], type: 'conversation.changed', data: { userId: me.id } });
  });
}
