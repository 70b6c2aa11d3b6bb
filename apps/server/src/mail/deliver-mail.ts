import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { lockOutboxMail, markMailSent, recordMailFailure } from '../db/repositories/mail-outbox-repository';
import { DeferJob, type JobHandler } from '../jobs/job-queue';
import type { MailTransport } from './create-mail-transport';
import { isSmtpUnreachable, type SmtpStatus } from './smtp-status';

export interface DeliverMailDeps {
  database: Database;
  /** null: no SMTP configured; mail stays in the local outbox. */
  transport: Pick<MailTransport, 'sendMail'> | null;
  from: string;
  log: FastifyBaseLogger;
  /** Told about each delivery, so an instance that cannot reach its server stops claiming mail. */
  smtp?: Pick<SmtpStatus, 'reportReached' | 'reportUnreachable' | 'reportRefused'>;
  /** When a mail this instance could not hand to its server comes back; UNREACHABLE_RETRY_MS by default. */
  unreachableRetryMs?: number;
}

/** A mail this instance could not hand to its server comes back this much later, for any instance. */
export const UNREACHABLE_RETRY_MS = 10_000;

/** Same outbox row, same Message-ID: a resend after an ambiguous failure is recognisable as a duplicate. */
export function outboxMessageId(outbox: { id: number; dedupeKey: string }, from: string): string {
  const domain = /@([^\s>@]+)>?\s*$/.exec(from)?.[1] ?? 'beatpasal.local';
  const digest = createHash('sha256').update(outbox.dedupeKey).digest('hex').slice(0, 16);
  return `<outbox-${outbox.id}-${digest}@${domain}>`;
}

function readOutboxId(payload: Record<string, unknown>): number {
  const id = payload.outboxId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error('mail.deliver needs a numeric outboxId');
  return id;
}

export function createDeliverMailHandler({
  database,
  transport,
  from,
  log,
  smtp,
  unreachableRetryMs = UNREACHABLE_RETRY_MS,
}: DeliverMailDeps): JobHandler {
  return async (payload) => {
    const outboxId = readOutboxId(payload);
    // The row lock makes a second worker wait and then see sent_at, so a mail is never sent twice.
    const sendError = await database.db.transaction(async (tx) => {
      const mail = await lockOutboxMail(tx, outboxId);
      if (!mail) {
        log.warn({ outboxId }, 'mail to deliver no longer exists');
        return null;
      }
      if (mail.sentAt) return null;
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject, links: mail.links }, 'mail kept in local outbox');
        return null;
      }
      try {
        const messageId = outboxMessageId(mail, from);
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
          messageId,
        });
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        // Not reaching the server says nothing about this mail: its attempts stay for an instance that can.
        const isUnreachable = isSmtpUnreachable(error);
        await recordMailFailure(tx, outboxId, { lastError, isCounted: !isUnreachable });
        return { error, isUnreachable };
      }
      await markMailSent(tx, outboxId);
      return null;
    });
    if (transport && !sendError) smtp?.reportReached();
    if (!sendError) return;
    // Thrown after the commit so the failed attempt stays recorded and the job retries.
    if (!sendError.isUnreachable) {
      smtp?.reportRefused(sendError.error);
      throw sendError.error;
    }
    smtp?.reportUnreachable(sendError.error);
    const message = sendError.error instanceof Error ? sendError.error.message : String(sendError.error);
    throw new DeferJob(`SMTP server unreachable: ${message}`, unreachableRetryMs);
  };
}
