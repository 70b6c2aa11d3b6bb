import type { Queryable } from '../db/client';
import { insertOutboxMail } from '../db/repositories/mail-outbox-repository';
import { enqueueJob } from '../jobs/enqueue-job';

export const MAIL_DELIVER_JOB = 'mail.deliver';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Links the mail carries (verification, reset…), kept so the local outbox can show them. */
  links?: string[];
  /** Extra headers (List-Unsubscribe on notification mails). */
  headers?: Record<string, string>;
  /** One mail per key, however often the cause repeats (e.g. `verify:<userId>:<token>`). */
  dedupeKey: string;
}

/** Puts a mail in the outbox with its delivery job, on `q`, so both commit with the change that caused them. */
export async function enqueueMail(q: Queryable, mail: OutgoingMail): Promise<void> {
  const outboxId = await insertOutboxMail(q, {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    links: mail.links ?? [],
    headers: mail.headers ?? {},
    dedupeKey: mail.dedupeKey,
  });
  if (outboxId === undefined) return;
  await enqueueJob(q, MAIL_DELIVER_JOB, { outboxId }, { dedupeKey: `mail:${mail.dedupeKey}` });
}
