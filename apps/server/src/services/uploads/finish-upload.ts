import type { AppContext } from '../../context';
import { deleteUploadRow, markUploadFinished } from '../../db/repositories/uploads-repository';

/** tus onUploadFinish: every byte is in. Finishing again (an empty PATCH at the end) changes nothing. */
export async function finishUpload(ctx: AppContext, id: string): Promise<void> {
  await markUploadFinished(ctx.database.db, id);
}

/** A cancelled upload's row (its owner was checked first); tus deletes the bytes. */
export async function forgetUpload(ctx: AppContext, id: string): Promise<void> {
  await deleteUploadRow(ctx.database.db, id);
}
