import type { TReportConversation } from '@beatpasal/shared/schemas/messages';
import type { AppContext } from '../../context';
import { insertConversationReport } from '../../db/repositories/conversation-reports-repository';
import { listLatestMessages } from '../../db/repositories/messages-repository';
import { requireChatParties, requireConversation } from './chat-access';

/** The administrators see the conversation as it was when reported, even if it is deleted or edited later. */
export const REPORT_SNAPSHOT_MESSAGES = 50;

/**
 * POST /api/conversations/:userId/report: stores who reported whom, why, and the latest
 * messages, for the administrators' queue. One report per reporter and conversation: a second
 * one is answered the same way and changes nothing.
 */
export async function reportConversation(ctx: AppContext, input: { userId: string; otherId: string } & TReportConversation): Promise<void> {
  const { db } = ctx.database;
  const { me, other, pair } = await requireChatParties(db, input.userId, input.otherId);
  const conversation = await requireConversation(db, pair);
  const latest = await listLatestMessages(db, conversation.id, REPORT_SNAPSHOT_MESSAGES);
  await insertConversationReport(db, {
    conversationId: conversation.id,
    reporterId: me.id,
    otherUserId: other.id,
    reason: input.reason,
    details: input.details,
    messages: latest.map((row) => ({ id: row.id, senderId: row.senderId, body: row.body, offerId: row.offerId, createdAt: row.createdAt.toISOString() })),
  });
}
