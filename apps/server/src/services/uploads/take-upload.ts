import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, ZUploadId, type TUploadKind } from '@beatpasal/shared/schemas/uploads';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { findOwnUpload, markUploadAttached } from '../../db/repositories/uploads-repository';
import { AppError } from '../../errors/app-error';
import { copyUploadToFile } from '../../storage/create-upload-store';
import { removeUploadBytes } from './remove-upload-bytes';
import { uploadNotFound } from './require-own-upload';
import { uploadTooLarge } from './upload-limits';

export interface UploadUse {
  userId: string;
  /** The id the form sent (`audioUpload`, `voiceTagUpload`, `alternateUpload`). */
  id: string;
  kind: TUploadKind;
}

const inUse = () => new AppError('CONFLICT', { userMessage: UPLOAD_MESSAGES.inUse });

/**
 * The owner's finished upload of `kind`, copied into `dir` so it goes through the same checks as
 * a file sent in a form (bytes sniffed, ffmpeg decoding it end to end, the kind's size limit).
 */
export async function readFinishedUpload(ctx: AppContext, use: UploadUse, dir: string): Promise<string> {
  const row = ZUploadId.safeParse(use.id).success
    ? await findOwnUpload(ctx.database.db, use.userId, use.id)
    : undefined;
  if (!row) throw uploadNotFound();
  if (row.kind !== use.kind) throw new AppError('BAD_REQUEST', { userMessage: UPLOAD_MESSAGES.wrongKind });
  if (row.state === 'attached') throw inUse();
  if (row.state !== 'finished') throw new AppError('CONFLICT', { userMessage: UPLOAD_MESSAGES.notFinished });
  const file = path.join(dir, `upload-${use.kind}`);
  await copyUploadToFile(ctx.uploads, row.id, file);
  if ((await stat(file)).size > UPLOAD_MAX_BYTES[use.kind]) throw uploadTooLarge(use.kind);
  return file;
}

/**
 * In the transaction that stores what the upload became: finished → attached, once. A second
 * request with the same upload (or two racing) finds it attached and changes nothing (409).
 */
export async function attachUpload(tx: Queryable, use: UploadUse, usedBy: string): Promise<void> {
  const row = await findOwnUpload(tx, use.userId, use.id, { forUpdate: true });
  if (!row) throw uploadNotFound();
  if (row.state !== 'finished') throw inUse();
  await markUploadAttached(tx, row.id, usedBy);
}

/** After the commit: the bytes now live in the object store, so the tus copy goes. */
export async function releaseUploads(ctx: AppContext, uses: readonly UploadUse[], log: FastifyBaseLogger) {
  await Promise.all(uses.map((use) => removeUploadBytes(ctx.uploads, use.id, log)));
}
