import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStore, TVisibility } from '../../storage/object-store';

/** A file made by the server, ready to be written to the object store. */
export interface PendingObject {
  key: string;
  body: Buffer;
  contentType: string;
  visibility: TVisibility;
}

/**
 * Deletes objects at once, logging instead of failing. Only for files no committed row ever named
 * (a write that failed or lost its race); a file a row named goes through `deleteFilesLater`.
 */
export async function deleteObjectsQuietly(
  storage: ObjectStore,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      log.warn({ err: result.reason, key: keys[index] }, 'could not delete stored object');
  });
}

/**
 * Writes the objects, then runs `commit` (the database change that refers to them). If a write
 * or the commit fails, every object written here is deleted again, so a failed request leaves
 * no file behind.
 */
export async function storeObjectsThenCommit<T>(
  storage: ObjectStore,
  objects: readonly PendingObject[],
  log: FastifyBaseLogger,
  commit: () => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    for (const object of objects) {
      await storage.put(object.key, object.body, { contentType: object.contentType, visibility: object.visibility });
      written.push(object.key);
    }
    return await commit();
  } catch (error) {
    await deleteObjectsQuietly(storage, written, log);
    throw error;
  }
}
