import path from 'node:path';
import type { TEnv } from '../config/env';
import { DiskObjectStore } from './disk-store';
import type { ObjectStore } from './object-store';

/** Hot previews (≈ 0.6–1 MB) and images served from memory; masters and downloads stream from disk. */
const HOT_OBJECTS = { maxBytes: 64 * 1024 * 1024, maxObjectBytes: 2 * 1024 * 1024, maxAgeMs: 60_000 };

/**
 * S3 when S3_BUCKET is set, else files under DATA_DIR/files signed with `secret`. The AWS SDK is
 * loaded only for S3: it is the heaviest library the server would otherwise import at every start.
 */
export async function createObjectStore(env: TEnv, secret: string): Promise<ObjectStore> {
  const defaultTtlSeconds = env.SIGNED_URL_TTL_SECONDS;
  if (env.S3_BUCKET) {
    const { S3ObjectStore } = await import('./s3-store');
    return new S3ObjectStore({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      publicBaseUrl: env.S3_PUBLIC_URL,
      defaultTtlSeconds,
    });
  }
  return new DiskObjectStore({
    root: path.join(env.DATA_DIR, 'files'),
    secret,
    defaultTtlSeconds,
    hotCache: HOT_OBJECTS,
  });
}
