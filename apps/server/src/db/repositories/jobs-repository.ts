import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { jobs } from '../schema/infra';

export type ClaimedJob = typeof jobs.$inferSelect;

/** Workers on every instance LISTEN here; NOTIFY inside a transaction is delivered only on commit. */
export const JOB_ENQUEUED_CHANNEL = 'job_enqueued';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

const inMs = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/** Adds a job unless one with its `dedupeKey` exists, and wakes the workers when `q` commits. */
export async function insertJob(q: Queryable, job: NewJob): Promise<void> {
  const { kind, payload, dedupeKey, runAt, maxAttempts } = job;
  await q
    .insert(jobs)
    .values({ kind, payload, dedupeKey, runAt, maxAttempts })
    .onConflictDoNothing({ target: jobs.dedupeKey });
  await q.execute(sql`select pg_notify(${JOB_ENQUEUED_CHANNEL}, ${kind})`);
}

/**
 * Locks up to `limit` due jobs (of `kinds`, when given; none of `exceptKinds`) for `instanceId` in
 * one statement; concurrent claimers never get the same job. Held jobs (a restore's mail, until the
 * operator releases it) are never due.
 */
export async function claimJobs(
  q: Queryable,
  instanceId: string,
  limit: number,
  leaseMs: number,
  kinds?: readonly string[],
  exceptKinds: readonly string[] = [],
): Promise<ClaimedJob[]> {
  const due = q
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.deadAt),
        isNull(jobs.heldAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        kinds ? inArray(jobs.kind, [...kinds]) : undefined,
        exceptKinds.length > 0 ? notInArray(jobs.kind, [...exceptKinds]) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return q
    .update(jobs)
    .set({ lockedBy: instanceId, lockedUntil: inMs(leaseMs), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

const heldBy = (id: number, instanceId: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, instanceId));

export async function completeJob(q: Queryable, id: number, instanceId: string): Promise<void> {
  await q
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
    .where(heldBy(id, instanceId));
}

/**
 * Schedules a retry after `retryInMs`, or marks the job dead when `isDead`; `isUncounted` gives the
 * attempt back (a failure of this instance, not of the job).
 */
export async function failJob(
  q: Queryable,
  id: number,
  instanceId: string,
  failure: { error: string; retryInMs: number; isDead: boolean; isUncounted?: boolean },
): Promise<void> {
  await q
    .update(jobs)
    .set({
      lastError: failure.error,
      lockedBy: null,
      lockedUntil: null,
      ...(failure.isDead ? { deadAt: sql`now()` } : { runAt: inMs(failure.retryInMs) }),
      ...(failure.isUncounted ? { attempts: sql`greatest(${jobs.attempts} - 1, 0)` } : {}),
    })
    .where(heldBy(id, instanceId));
}

/** Gives unfinished jobs back to the queue as if this attempt never started. */
export async function releaseJobs(q: Queryable, ids: number[], instanceId: string): Promise<void> {
  if (ids.length === 0) return;
  await q
    .update(jobs)
    .set({ lockedBy: null, lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, instanceId)));
}

/** Keeps long-running jobs from being reclaimed while this instance is still working on them. */
export async function extendLeases(q: Queryable, ids: number[], instanceId: string, leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await q
    .update(jobs)
    .set({ lockedUntil: inMs(leaseMs) })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, instanceId)));
}
