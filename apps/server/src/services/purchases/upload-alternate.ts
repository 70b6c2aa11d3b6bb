import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { PURCHASE_MESSAGES, type TSale } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { findOwnPurchase, findPurchaseView, updatePurchase } from '../../db/repositories/purchases-repository';
import { AppError, isAppError } from '../../errors/app-error';
import { verifyAudioFile } from '../../media/audio/verify-audio-file';
import { deleteObjectsQuietly } from '../../media/uploads/store-objects';
import { newObjectKey } from '../../storage/object-keys';
import { attachUpload, releaseUploads, type UploadUse } from '../uploads/take-upload';
import { presentSale } from './present-purchase';
import { purchaseNotFound, requireNotFrozen, requireSeller } from './purchase-access';

type TAlternateTarget = NonNullable<Awaited<ReturnType<typeof findOwnPurchase>>>;

export interface UploadAlternateInput {
  userId: string;
  /** What requireAlternateTarget found, before the body was read. */
  purchase: TAlternateTarget;
  /** The uploaded file, already on local disk (it can be as large as a master). */
  file: string;
  /** When the file came as a finished resumable upload: it is attached to the purchase with it. */
  upload?: UploadUse;
  log: FastifyBaseLogger;
}

const once = () => new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.alternateTwice });

function checkAllowed(row: { status: string; alternateKey: string | null }): void {
  if (row.status !== 'approved') throw new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.alternateNotPaid });
  if (row.alternateKey !== null) throw once();
}

/**
 * Before the file is read: only the seller of a paid purchase without an alternate file may send
 * one (anyone else gets 403 or 404 whatever the body holds).
 */
export async function requireAlternateTarget(
  ctx: AppContext,
  userId: string,
  purchaseId: string,
): Promise<TAlternateTarget> {
  const { db } = ctx.database;
  await requireSeller(db, userId);
  const row = await findOwnPurchase(db, purchaseId, { artistId: userId });
  if (!row) throw purchaseNotFound();
  checkAllowed(row);
  await requireNotFrozen(db, row);
  return row;
}

/**
 * POST /api/purchases/:id/alternate: the artist's high-quality file (no watermark) for a paid
 * purchase, once (spec §2.9). The bytes must decode as audio; the buyer is told by the realtime stream.
 */
export async function uploadAlternate(ctx: AppContext, input: UploadAlternateInput): Promise<TSale> {
  const { db } = ctx.database;
  const owner = { artistId: input.userId };
  const before = input.purchase;
  const audio = await verifyAudioFile(input.file).catch((error: unknown) => {
    if (isAppError(error) && error.status < 500)
      throw new AppError(error.code, {
        userMessage: error.userMessage,
        fieldErrors: { alternate: error.userMessage },
        cause: error,
      });
    throw error;
  });
  const key = newObjectKey('alternates', audio.extension);
  await ctx.storage.put(key, createReadStream(input.file), { contentType: audio.contentType, visibility: 'private' });
  try {
    await db.transaction(async (tx) => {
      const row = await findOwnPurchase(tx, before.id, owner, { forUpdate: true });
      if (!row) throw purchaseNotFound();
      checkAllowed(row);
      await requireNotFrozen(tx, row);
      await updatePurchase(tx, row.id, { alternateKey: key, alternateContentType: audio.contentType });
      if (input.upload) await attachUpload(tx, input.upload, `purchase:${row.id}`);
      await ctx.events.publish(tx, {
        userIds: [row.buyerId, row.artistId],
        type: 'purchase.updated',
        data: { purchaseId: row.id },
      });
    });
  } catch (error) {
    await deleteObjectsQuietly(ctx.storage, [key], input.log);
    throw error;
  }
  if (input.upload) await releaseUploads(ctx, [input.upload], input.log);
  return presentSale(ctx.storage, (await findPurchaseView(db, before.id))!);
}
