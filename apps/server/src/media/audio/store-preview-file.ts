import { createReadStream } from 'node:fs';
import { newObjectKey } from '../../storage/object-keys';
import type { ObjectStore } from '../../storage/object-store';
import { OPUS_PREVIEW_CONTENT_TYPE, PREVIEW_CONTENT_TYPE } from './make-preview';

const FORMATS = {
  mp3: { extension: 'mp3', contentType: PREVIEW_CONTENT_TYPE },
  opus: { extension: 'webm', contentType: OPUS_PREVIEW_CONTENT_TYPE },
} as const;

/** Stores a rendered preview, private, under a fresh server-made key; returns the key. */
export async function storePreviewFile(
  storage: ObjectStore,
  file: string,
  format: keyof typeof FORMATS,
): Promise<string> {
  const { extension, contentType } = FORMATS[format];
  const key = newObjectKey('tracks-preview', extension);
  await storage.put(key, createReadStream(file), { contentType, visibility: 'private' });
  return key;
}
