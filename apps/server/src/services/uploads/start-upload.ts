import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, ZUploadKind } from '@beatpasal/shared/schemas/uploads';
import type { AppContext } from '../../context';
import { insertUpload } from '../../db/repositories/uploads-repository';
import { AppError } from '../../errors/app-error';
import { requireArtist } from '../tracks/require-artist';
import { scheduleUploadExpiry } from './expire-upload';
import { uploadTooLarge } from './upload-limits';

export interface StartUploadInput {
  userId: string;
  /** The id tus gave the upload. */
  id: string;
  /** From the client's Upload-Metadata: what the file is for. */
  kind: string | null | undefined;
  /** Upload-Length; undefined when the client wanted to declare it later, which we refuse. */
  size: number | undefined;
}

/** Only artists upload masters, alternate files and voice tags; run before any tus request. */
export async function requireUploadingArtist(ctx: AppContext, userId: string): Promise<void> {
  await requireArtist(ctx.database.db, userId);
}

/**
 * tus POST (onUploadCreate): the length is declared up front and within the kind's limit, then a
 * row names the signed-in artist as the upload's owner, with its clean-up due in 24 hours.
 */
export async function startUpload(ctx: AppContext, input: StartUploadInput): Promise<void> {
  const kind = ZUploadKind.safeParse(input.kind);
  if (!kind.success) throw new AppError('BAD_REQUEST', { userMessage: UPLOAD_MESSAGES.unknownKind });
  if (input.size === undefined) throw new AppError('BAD_REQUEST', { userMessage: UPLOAD_MESSAGES.lengthRequired });
  if (input.size > UPLOAD_MAX_BYTES[kind.data]) throw uploadTooLarge(kind.data);
  await ctx.database.db.transaction(async (tx) => {
    await insertUpload(tx, { id: input.id, ownerId: input.userId, kind: kind.data, size: input.size! });
    await scheduleUploadExpiry(tx, input.id, new Date());
  });
}
