import type { FastifyBaseLogger } from 'fastify';
import type { UploadStore } from '../../storage/create-upload-store';

/** Deletes an upload's bytes from the tus store; already gone is fine, anything else is logged. */
export async function removeUploadBytes(store: UploadStore, id: string, log: FastifyBaseLogger): Promise<void> {
  await store.remove(id).catch((err: unknown) => {
    const status = (err as { status_code?: number } | null)?.status_code;
    if (status !== 404 && status !== 410) log.warn({ err, uploadId: id }, 'could not delete upload bytes');
  });
}
