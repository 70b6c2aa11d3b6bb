import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { completeJob, failJob, type ClaimedJob } from '../db/repositories/jobs-repository';
import { DeferJob, type JobHandler } from './job-queue';

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** 2 s, 4 s, 8 s… capped at an hour. */
export function exponentialBackoff(attempt: number): number {
  return Math.min(2 ** attempt * 1000, MAX_RETRY_DELAY_MS);
}

export interface RunJobDeps {
  database: Database;
  log: FastifyBaseLogger;
  instanceId: string;
  handler: JobHandler | undefined;
  retryDelayMs: (attempt: number) => number;
}

/** Runs one claimed job and records the outcome: done, retry later, or dead after its last attempt. */
export async function runJob(
  job: ClaimedJob,
  { database, log, instanceId, handler, retryDelayMs }: RunJobDeps,
): Promise<void> {
  const context = { kind: job.kind, id: job.id, attempt: job.attempts };
  let failure: { error: unknown } | undefined;
  try {
    if (!handler) throw new Error(`No handler registered for job kind "${job.kind}"`);
    await handler(job.payload, { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts });
  } catch (error) {
    failure = { error };
  }
  try {
    if (!failure) return await completeJob(database.db, job.id, instanceId);
    const error = failure.error instanceof Error ? failure.error.message : String(failure.error);
    if (failure.error instanceof DeferJob) {
      await failJob(database.db, job.id, instanceId, {
        error,
        retryInMs: failure.error.retryInMs,
        isDead: false,
        isUncounted: true,
      });
      return log.warn({ ...context, error }, 'job deferred; the attempt does not count');
    }
    const isDead = job.attempts >= job.maxAttempts;
    await failJob(database.db, job.id, instanceId, { error, retryInMs: retryDelayMs(job.attempts), isDead });
    if (isDead) log.error({ ...context, error }, 'job dead');
    else log.warn({ ...context, err: failure.error }, 'job failed; will retry');
  } catch (err) {
    // The lease still expires, so the job runs again on some instance.
    log.error({ ...context, err }, 'recording the job result failed');
  }
}
