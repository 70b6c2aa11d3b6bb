import { desc } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mailOutbox } from '../db/schema/infra';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: Date;
  sentAt: Date | null;
}

/** Newest first; what the local outbox page shows. */
export async function listRecentMail(q: Queryable, limit: number): Promise<OutboxEntry[]> {
  return q
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      links: mailOutbox.links,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
