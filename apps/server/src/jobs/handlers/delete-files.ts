import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { ObjectStore } from '../../storage/object-store';
import { enqueueJob } from '../enqueue-job';
import type { JobHandler } from '../job-queue';

export const DELETE_FILES_JOB = 'files.delete';
/**
 * How long a file outlives the last committed row that named it. A backup copies the files after
 * its database snapshot, so a file dropped meanwhile must still be there for the copy
 * (docs/decisions/038-backups.md).
 */
export const FILE_DELETE_DELAY_MS = 60 * 60 * 1000;

const ZPayload = z.object({ keys: z.array(z.string().min(1)).min(1) });

/**
 * Call in the transaction that stops a row naming `keys`: the files are deleted after the delay
 * if and only if it commits, and a crash after the commit cannot leave them behind.
 */
export async function deleteFilesLater(q: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await enqueueJob(q, DELETE_FILES_JOB, { keys }, { runAt: new Date(Date.now() + FILE_DELETE_DELAY_MS) });
}

/**
 * Job `files.delete` `{ keys }`. A key already gone is fine, so running it twice changes nothing;
 * a store that refuses fails the job, which the worker retries.
 */
export function createDeleteFilesHandler(deps: { storage: ObjectStore; log: FastifyBaseLogger }): JobHandler {
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, 'files.delete job without valid keys; dropped');
      return;
    }
    const { keys } = parsed.data;
    const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
    const failed = results.flatMap((result, index) =>
      result.status === 'rejected' ? [{ key: keys[index], err: result.reason as unknown }] : [],
    );
    if (failed.length === 0) return;
    deps.log.warn({ failed }, 'could not delete stored objects; will retry');
    throw new Error(`could not delete ${failed.length} of ${keys.length} files`);
  };
}
