import path from 'node:path';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import { UPLOAD_CHUNK_BYTES } from '@beatpasal/shared/schemas/uploads';
import type { TEnv } from '../config/env';

/**
 * Where resumable uploads collect their bytes: the S3 bucket (under `uploads/`, as multipart
 * uploads) when S3_BUCKET is set, else DATA_DIR/uploads. Both are shared by every instance that
 * shares the bucket or the data directory, so any instance can take the next chunk.
 */
/** A tus store whose finished uploads can be read back (both stores we use can). */
export type UploadStore = DataStore & { read(id: string): Readable | Promise<Readable> };

export function createUploadStore(env: TEnv): UploadStore {
  if (env.S3_BUCKET) {
    return new S3Store({
      partSize: UPLOAD_CHUNK_BYTES,
      s3ClientConfig: {
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
      },
    });
  }
  return new FileStore({ directory: path.join(env.DATA_DIR, 'uploads') });
}

/** Copies a finished upload's bytes to `file` (local disk, where ffmpeg can read them). */
export async function copyUploadToFile(store: UploadStore, id: string, file: string): Promise<void> {
  await pipeline(await store.read(id), createWriteStream(file, { flags: 'wx' }));
}
