import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { findPurchaseForUpdate, updatePurchase } from '../../db/repositories/purchases-repository';
import { findPurchaseWithMaster } from '../../db/repositories/purchase-downloads-repository';
import type { JobHandler } from '../../jobs/job-queue';
import { withTempDir } from '../../media/audio/temp-dirs';
import { deleteObjectsQuietly } from '../../media/uploads/store-objects';
import type { EventBus } from '../../realtime/event-bus';
import { newObjectKey } from '../../storage/object-keys';
import type { ObjectStore } from '../../storage/object-store';
import { DOWNLOAD_MP3_CONTENT_TYPE, makeDownloadMp3 } from './make-download-mp3';
import { includesFile } from './present-purchase';
import { issueAgreement } from './issue-agreement';

export const PREPARE_DOWNLOADS_JOB = 'purchase.prepare-downloads';

export interface PrepareDownloadsDeps {
  database: Database;
  storage: ObjectStore;
  events: EventBus;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const ZPayload = z.object({ purchaseId: z.uuid() });

/** Records a made file only if the purchase is still approved and has none yet; otherwise the new object goes. */
async function record(deps: PrepareDownloadsDeps, purchaseId: string, key: string, column: 'mp3Key'): Promise<void> {
  const isRecorded = await deps.database.db.transaction(async (tx) => {
    const row = await findPurchaseForUpdate(tx, purchaseId);
    if (!row || row.status !== 'approved' || row[column] !== null) return false;
    await updatePurchase(tx, purchaseId, { [column]: key });
    await deps.events.publish(tx, { userIds: [row.buyerId], type: 'purchase.updated', data: { purchaseId } });
    return true;
  });
  if (!isRecorded) await deleteObjectsQuietly(deps.storage, [key], deps.log);
}

async function prepareMp3(deps: PrepareDownloadsDeps, purchaseId: string, masterKey: string): Promise<void> {
  await withTempDir(async (dir) => {
    const master = path.join(dir, `master${path.extname(masterKey)}`);
    await deps.storage.download(masterKey, master);
    const mp3 = await makeDownloadMp3(master, dir);
    const key = newObjectKey('tracks-master', 'mp3');
    await deps.storage.put(key, createReadStream(mp3), {
      contentType: DOWNLOAD_MP3_CONTENT_TYPE,
      visibility: 'private',
    });
    await record(deps, purchaseId, key, 'mp3Key');
  });
}

/**
 * Job `purchase.prepare-downloads` `{ purchaseId }`, enqueued with the approval: the licence
 * agreement PDF and, when the licence includes one, the 320 kbit/s MP3. Each part is skipped once
 * done, so a retry after a failure only does what is missing.
 */
export function createPrepareDownloadsHandler(deps: PrepareDownloadsDeps): JobHandler {
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, 'purchase.prepare-downloads job without a valid purchaseId; dropped');
      return;
    }
    const { purchaseId } = parsed.data;
    const row = await findPurchaseWithMaster(deps.database.db, purchaseId);
    if (!row || row.purchase.status !== 'approved') return;
    if (row.purchase.agreementKey === null) await issueAgreement(deps, purchaseId);
    if (row.purchase.mp3Key === null && includesFile(row.purchase, 'mp3'))
      await prepareMp3(deps, purchaseId, row.masterKey);
  };
}
