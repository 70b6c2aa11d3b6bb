import type { TReportConversation } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import { insertReport } from '../../db/repositories/reports-repository';
import { conversationSnapshot } from '../moderation/reports/conversation-snapshot';
import { requireChatParties, requireConversation } from './chat-access';

/**
 * POST /api/conversations/:userId/report: a report of the conversation in the administrators' one
 * queue, with the latest messages as they were. One report per reporter and conversation: a second
 * one is answered the same way and changes nothing.
 */
export async function reportConversation(
  ctx: AppContext,
  input: { userId: string; otherId: string } & TReportConversation,
): Promise<void> {
  const { db } = ctx.database;
  const { me, other, pair } = await requireChatParties(db, input.userId, input.otherId);
  const conversation = await requireConversation(db, pair);
  await insertReport(db, {
    reporterId: me.id,
    targetType: 'conversation',
    targetId: conversation.id,
    subjectUserId: other.id,
    reason: input.reason,
    details: input.details,
    snapshot: await conversationSnapshot(db, conversation.id),
  });
}
