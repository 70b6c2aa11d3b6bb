import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../client';
import { mailOutbox } from '../schema/infra';

export type TOutboxMail = typeof mailOutbox.$inferSelect;

export interface NewOutboxMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  headers?: Record<string, string>;
  dedupeKey: string;
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: Date;
  sentAt: Date | null;
}

/** The new row's id, or undefined when a mail with its dedupe key is already there. */
export async function insertOutboxMail(q: Queryable, mail: NewOutboxMail): Promise<number | undefined> {
  const [row] = await q
    .insert(mailOutbox)
    .values(mail)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id;
}

/** Locks the row: a second deliverer waits, then sees `sentAt`. */
export async function lockOutboxMail(tx: Tx, id: number): Promise<TOutboxMail | undefined> {
  const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
  return mail;
}

const nextAttempt = sql`${mailOutbox.attempts} + 1`;

/** `isCounted: false` keeps the attempts as they were: the server was not reached, which says nothing about the mail. */
export async function recordMailFailure(
  tx: Tx,
  id: number,
  failure: { lastError: string; isCounted: boolean },
): Promise<void> {
  const { lastError, isCounted } = failure;
  await tx
    .update(mailOutbox)
    .set(isCounted ? { attempts: nextAttempt, lastError } : { lastError })
    .where(eq(mailOutbox.id, id));
}

export async function markMailSent(tx: Tx, id: number): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts: nextAttempt })
    .where(eq(mailOutbox.id, id));
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
