import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_ABANDONED_AFTER_MS } from '@beatpasal/shared/schemas/uploads';
import type { Database, Queryable } from '../../db/client';
import { deleteUploadRow, findUpload } from '../../db/repositories/uploads-repository';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { JobHandler } from '../../jobs/job-queue';
import type { UploadStore } from '../../storage/create-upload-store';
import { removeUploadBytes } from './remove-upload-bytes';

export const EXPIRE_UPLOAD_JOB = 'uploads.expire';

/** One job per upload, due 24 hours after it was last touched; a later chunk moves it on. */
export async function scheduleUploadExpiry(q: Queryable, id: string, touchedAt: Date): Promise<void> {
  const runAt = new Date(touchedAt.getTime() + UPLOAD_ABANDONED_AFTER_MS);
  await enqueueJob(q, EXPIRE_UPLOAD_JOB, { id }, { dedupeKey: `${EXPIRE_UPLOAD_JOB}:${id}:${runAt.getTime()}`, runAt });
}

/**
 * Job `uploads.expire`: an upload not attached to anything and untouched for 24 hours is
 * abandoned: its row and bytes are deleted. One touched since waits for a new job; an attached
 * one (its bytes already copied and removed) is left alone. One without a row (cancelled, or its
 * owner's profile deleted) loses whatever bytes are left. Running it again changes nothing.
 */
export function createExpireUploadHandler(deps: {
  database: Database;
  uploads: UploadStore;
  log: FastifyBaseLogger;
}): JobHandler {
  return async (payload) => {
    const id = String(payload.id);
    const outcome = await deps.database.db.transaction(async (tx) => {
      const row = await findUpload(tx, id, { forUpdate: true });
      if (!row) return 'no row';
      if (row.state === 'attached') return 'kept';
      if (Date.now() - row.touchedAt.getTime() < UPLOAD_ABANDONED_AFTER_MS) {
        await scheduleUploadExpiry(tx, id, row.touchedAt);
        return 'kept';
      }
      await deleteUploadRow(tx, id);
      return 'abandoned';
    });
    if (outcome === 'kept') return;
    await removeUploadBytes(deps.uploads, id, deps.log);
    if (outcome === 'abandoned') deps.log.info({ uploadId: id }, 'abandoned upload deleted');
  };
}
