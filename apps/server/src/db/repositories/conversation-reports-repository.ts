import type { Queryable } from '../client';
import { conversationReports } from '../schema/chat';

export type TNewConversationReport = typeof conversationReports.$inferInsert;

/** Stores the report unless this reporter already reported this conversation; true when it is new. */
export async function insertConversationReport(q: Queryable, values: TNewConversationReport): Promise<boolean> {
  const rows = await q
    .insert(conversationReports)
    .values(values)
    .onConflictDoNothing({ target: [conversationReports.reporterId, conversationReports.conversationId] })
    .returning({ id: conversationReports.id });
  return rows.length > 0;
}
