import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TEnv } from '../config/env';
import { openDatabase, type Database, type Queryable } from '../db/client';
import { jobs, mailOutbox } from '../db/schema/infra';
import { MAIL_DELIVER_JOB } from '../mail/enqueue-mail';
import { UNSEEN_MESSAGE_MAIL_JOB } from '../services/messages/unseen-message-mail';
import { embeddedDatabaseDir } from './backup-storage';

/** The jobs that send mail: delivering an outbox row, and writing one about an unread message. */
export const MAIL_JOB_KINDS = [MAIL_DELIVER_JOB, UNSEEN_MESSAGE_MAIL_JOB] as const;

export interface HeldMail {
  /** Mail jobs now held (or released). */
  jobs: number;
  /** Outbox rows not sent when the backup was made. */
  unsentMails: number;
}

export const RELEASE_COMMAND = 'npm run restore -- --send-pending';

async function withDatabase<T>(env: TEnv, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: embeddedDatabaseDir(env) });
  try {
    // A backup older than the held_at column gets it here, as the server would at start.
    await database.migrate();
    return await use(database);
  } finally {
    await database.close();
  }
}

/**
 * Holds the restored deployment's pending mail jobs (decision 070): the old deployment may have sent
 * them after the backup was made, so a restore must not send them again unasked. Held jobs are never
 * claimed until `releaseHeldMail`.
 */
export function holdRestoredMail(env: TEnv): Promise<HeldMail> {
  return withDatabase(env, async ({ db }) => {
    const held = await db
      .update(jobs)
      .set({ heldAt: sql`now()` })
      .where(
        and(inArray(jobs.kind, [...MAIL_JOB_KINDS]), isNull(jobs.doneAt), isNull(jobs.deadAt), isNull(jobs.heldAt)),
      )
      .returning({ id: jobs.id });
    const [unsent] = await db
      .select({ count: sql`count(*)`.mapWith(Number) })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    return { jobs: held.length, unsentMails: unsent?.count ?? 0 };
  });
}

/** Lets held mail jobs run now, on whichever instance claims them first. */
export function releaseHeldMail(env: TEnv): Promise<HeldMail> {
  return withDatabase(env, async ({ db }) => {
    const released = await db
      .update(jobs)
      .set({ heldAt: null, runAt: sql`now()` })
      .where(isNotNull(jobs.heldAt))
      .returning({ id: jobs.id });
    const [unsent] = await db
      .select({ count: sql`count(*)`.mapWith(Number) })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    return { jobs: released.length, unsentMails: unsent?.count ?? 0 };
  });
}

export async function countHeldJobs(q: Queryable): Promise<number> {
  const [row] = await q
    .select({ count: sql`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(isNotNull(jobs.heldAt));
  return row?.count ?? 0;
}

/** What the restore tells the operator about the mail it held. */
export function heldMailNotice(held: HeldMail): string {
  if (held.jobs === 0) return 'No mail was waiting in the backup.';
  return (
    `${held.jobs} mail jobs (${held.unsentMails} unsent mails) were waiting in the backup and are HELD: the old deployment may ` +
    `have sent them after the backup was made. Nothing is sent until you run \`${RELEASE_COMMAND}\` ` +
    '(or restore with --send-pending).'
  );
}
