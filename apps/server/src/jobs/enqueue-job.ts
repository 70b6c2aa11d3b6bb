import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { jobs } from '../db/schema/infra';
import type { EnqueueOptions } from './job-queue';

/** Workers on every instance LISTEN here; NOTIFY inside a transaction is delivered only on commit. */
export const JOB_ENQUEUED_CHANNEL = 'job_enqueued';

/**
 * Adds a job on `q`. Pass the transaction that makes the change, so the job exists if and only if
 * the change committed. The same `dedupeKey` twice makes one job.
 */
export async function enqueueJob(
  q: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await q
    .insert(jobs)
    .values({ kind, payload, dedupeKey: options.dedupeKey, runAt: options.runAt, maxAttempts: options.maxAttempts })
    .onConflictDoNothing({ target: jobs.dedupeKey });
  await q.execute(sql`select pg_notify(${JOB_ENQUEUED_CHANNEL}, ${kind})`);
}
