import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskObjectStore } from '../../storage/disk-store';
import { newObjectKey } from '../../storage/object-keys';
import { createDeleteFilesHandler } from './delete-files';

let dir: string;
let storage: DiskObjectStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'delete-files-'));
  storage = new DiskObjectStore({ root: dir, secret: 'test-secret-test-secret-test-secret', defaultTtlSeconds: 3600 });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const log = pino({ level: 'silent' });
const CONTEXT = { id: 1, attempt: 1 };
const stored = async (count: number) => {
  const keys = Array.from({ length: count }, () => newObjectKey('cover-images', 'webp'));
  for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'image/webp', visibility: 'public' });
  return keys;
};

describe('files.delete', () => {
  it('deletes every key; a key already gone is fine, so a second run changes nothing', async () => {
    const [gone, kept] = [await stored(2), await stored(1)];
    const handler = createDeleteFilesHandler({ storage, log });
    await handler({ keys: [...gone, newObjectKey('cover-images', 'webp')] }, CONTEXT);
    await handler({ keys: gone }, CONTEXT);
    for (const key of gone) expect(await storage.head(key)).toBeNull();
    expect(await storage.head(kept[0]!)).not.toBeNull();
  });

  it('fails when the store refuses, so the worker tries again, having deleted what it could', async () => {
    const keys = await stored(2);
    const refusing = Object.assign(Object.create(storage) as DiskObjectStore, {
      delete: (key: string) => (key === keys[0] ? Promise.reject(new Error('store down')) : storage.delete(key)),
    });
    await expect(createDeleteFilesHandler({ storage: refusing, log })({ keys }, CONTEXT)).rejects.toThrow(
      'could not delete 1 of 2 files',
    );
    expect(await storage.head(keys[0]!)).not.toBeNull();
    expect(await storage.head(keys[1]!)).toBeNull();
  });
});
