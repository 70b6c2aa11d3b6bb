import type { Queryable } from '../db/client';
import { insertJob } from '../db/repositories/jobs-repository';
import type { EnqueueOptions } from './job-queue';

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
  await insertJob(q, { kind, payload, ...options });
}
