import { and, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { jobs, mailOutbox } from '../schema/infra';

export interface QueueDepth {
  kind: string;
  /** Not done and not given up: due, scheduled for later, running, or held. */
  waiting: number;
  /** Held after a restore until the operator releases them. */
  held: number;
  dead: number;
  /** How long the oldest job that is due (and not held) has been due; null when none is. */
  oldestDueSeconds: number | null;
  /** How long ago the oldest waiting job was enqueued; null when none waits. */
  oldestWaitingSeconds: number | null;
}

const seconds = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The job queue per kind, in one statement over the jobs that are not done (done ones are most of
 * the table and count for nothing here).
 */
export async function readQueueDepths(q: Queryable): Promise<QueueDepth[]> {
  const isWaiting = sql`${jobs.deadAt} is null`;
  const isDue = sql`${jobs.deadAt} is null and ${jobs.heldAt} is null and ${jobs.runAt} <= now()`;
  return q
    .select({
      kind: jobs.kind,
      waiting: sql`count(*) filter (where ${isWaiting})`.mapWith(Number),
      held: sql`count(*) filter (where ${isWaiting} and ${jobs.heldAt} is not null)`.mapWith(Number),
      dead: sql`count(*) filter (where ${jobs.deadAt} is not null)`.mapWith(Number),
      oldestDueSeconds: sql`extract(epoch from now() - min(${jobs.runAt}) filter (where ${isDue}))`.mapWith(seconds),
      oldestWaitingSeconds: sql`extract(epoch from now() - min(${jobs.createdAt}) filter (where ${isWaiting}))`.mapWith(
        seconds,
      ),
    })
    .from(jobs)
    .where(isNull(jobs.doneAt))
    .groupBy(jobs.kind)
    .orderBy(jobs.kind) as Promise<QueueDepth[]>;
}

/** The latest error recorded on a mail that is still unsent, if any. */
export async function readLatestMailError(q: Queryable): Promise<string | null> {
  const [row] = await q
    .select({ lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.lastError)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row?.lastError ?? null;
}
