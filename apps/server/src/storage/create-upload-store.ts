import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { TEnv } from '../config/env';

/** The tus store: chunks collect on disk until the upload is finished and used (decision 084). */
export type UploadStore = FileStore;

/** UPLOAD_DIR, else DATA_DIR/uploads: the directory every instance must share. */
export function uploadDirectory(env: TEnv): string {
  return env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads');
}

/**
 * Chunks are staged on disk even with S3 set: `@tus/s3-store` needs S3's ListParts and
 * AbortMultipartUpload, which s3rver (the bucket of the production-shape tests) refuses with 405.
 * A finished upload goes through the same checks as a form's file and reaches the bucket through
 * the object store like any master.
 */
export function createUploadStore(env: TEnv): UploadStore {
  return new FileStore({ directory: uploadDirectory(env) });
}

/** Copies a finished upload's bytes to `file` (the request's temp directory, where ffmpeg reads them). */
export async function copyUploadToFile(store: UploadStore, id: string, file: string): Promise<void> {
  await pipeline(store.read(id), createWriteStream(file, { flags: 'wx' }));
}
