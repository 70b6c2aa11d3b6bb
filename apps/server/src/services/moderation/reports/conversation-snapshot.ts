import type { Queryable } from '../../../db/client';
import { listLatestMessages } from '../../../db/repositories/messages-repository';
import type { TNewReport } from '../../../db/repositories/reports-repository';

/** The administrators see the conversation as it was when reported, even if it is deleted or edited later. */
export const REPORT_SNAPSHOT_MESSAGES = 50;

export async function conversationSnapshot(
  q: Queryable,
  conversationId: string,
): Promise<NonNullable<TNewReport['snapshot']>> {
  const latest = await listLatestMessages(q, conversationId, REPORT_SNAPSHOT_MESSAGES);
  return latest.map((row) => ({
    id: row.id,
    senderId: row.senderId,
    body: row.body,
    offerId: row.offerId,
    createdAt: row.createdAt.toISOString(),
  }));
}
