import { UPLOAD_MESSAGES, ZUploadId } from '@beatpasal/shared/schemas/uploads';
import type { AppContext } from '../../context';
import { findOwnUpload, touchUpload, type TUploadRow } from '../../db/repositories/uploads-repository';
import { AppError } from '../../errors/app-error';

export const uploadNotFound = () => new AppError('NOT_FOUND', { userMessage: UPLOAD_MESSAGES.gone });

/**
 * Every tus request on an existing upload (HEAD, PATCH, DELETE) first: only the artist who started
 * it finds it; anyone else, and an upload already used or deleted, gets 404. A PATCH counts as
 * activity for the 24-hour clean-up.
 */
export async function requireOwnUpload(
  ctx: AppContext,
  input: { userId: string; id: string; isWrite: boolean },
): Promise<TUploadRow> {
  if (!ZUploadId.safeParse(input.id).success) throw uploadNotFound();
  const row = await findOwnUpload(ctx.database.db, input.userId, input.id);
  if (!row || row.state === 'attached') throw uploadNotFound();
  if (input.isWrite) await touchUpload(ctx.database.db, row.id);
  return row;
}
