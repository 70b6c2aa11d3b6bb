import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import filesRoutes from '../routes/files';
import { DiskObjectStore } from './disk-store';
import { newObjectKey } from './object-keys';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';

interface Harness {
  store: ObjectStore;
  /** Relative URLs (disk driver) are resolved against this. */
  baseUrl: string;
  close(): Promise<void>;
}

async function startDisk(): Promise<Harness> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'disk-store-'));
  const store = new DiskObjectStore({
    root: dir,
    secret: 'test-secret-test-secret-test-secret',
    defaultTtlSeconds: 3600,
  });
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(filesRoutes, { store });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    store,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function startS3(): Promise<Harness> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'beatpasal-test' }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const store = new S3ObjectStore({
    bucket: 'beatpasal-test',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    defaultTtlSeconds: 3600,
  });
  return {
    store,
    baseUrl: endpoint,
    close: async () => {
      store.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const bytes = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7) % 256));

describe.each([
  ['disk', startDisk],
  ['s3', startS3],
])('%s object store', (_name, start) => {
  let h: Harness;
  const fetchUrl = (url: string, init?: RequestInit) => fetch(new URL(url, h.baseUrl), init);

  beforeAll(async () => {
    h = await start();
  });
  afterAll(async () => {
    await h.close();
  });

  it('puts, heads, reads and deletes an object, keeping its content type', async () => {
    const key = newObjectKey('tracks-master', 'mp3');
    const body = bytes(1000);
    await h.store.put(key, body, { contentType: 'audio/mpeg', visibility: 'private' });
    expect(await h.store.head(key)).toEqual({ size: 1000, contentType: 'audio/mpeg', visibility: 'private' });
    expect(await h.store.read(key)).toEqual(body);
    await h.store.delete(key);
    expect(await h.store.head(key)).toBeNull();
    await expect(h.store.read(key)).rejects.toThrow();
  });

  it('lists every stored key and none of its bookkeeping', async () => {
    const kept = newObjectKey('tracks-master', 'mp3');
    const removed = newObjectKey('cover-images', 'webp');
    await h.store.put(kept, bytes(10), { contentType: 'audio/mpeg', visibility: 'private' });
    await h.store.put(removed, bytes(10), { contentType: 'image/webp', visibility: 'public' });
    await h.store.delete(removed);
    const keys: string[] = [];
    for await (const key of h.store.list()) keys.push(key);
    expect(keys).toContain(kept);
    expect(keys).not.toContain(removed);
    expect(keys.filter((key) => key.split('/').some((segment) => segment.startsWith('.')))).toEqual([]);
  });

  it('stores a stream larger than one multipart part', async () => {
    const key = newObjectKey('alternates', 'wav');
    const body = bytes(6 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: 7 }, (_, i) => body.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    await h.store.put(key, Readable.from(chunks), { contentType: 'audio/wav', visibility: 'private' });
    expect((await h.store.head(key))?.size).toBe(body.length);
    expect((await h.store.read(key)).equals(body)).toBe(true);
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'download-')), 'copy.wav');
    await h.store.download(key, file);
    expect((await readFile(file)).equals(body)).toBe(true);
    await rm(path.dirname(file), { recursive: true, force: true });
  });

  it('answers head of a missing key with null', async () => {
    expect(await h.store.head(newObjectKey('cover-images', 'webp'))).toBeNull();
  });

  it('serves a public object at its public URL', async () => {
    const key = newObjectKey('track-images', 'webp');
    await h.store.put(key, bytes(300), { contentType: 'image/webp', visibility: 'public' });
    const res = await fetchUrl(h.store.publicUrl(key));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes(300));
  });

  it('serves a private object through a signed URL, with ranges and a download name', async () => {
    const key = newObjectKey('tracks-master', 'mp3');
    const body = bytes(5000);
    await h.store.put(key, body, { contentType: 'audio/mpeg', visibility: 'private' });
    const url = await h.store.signedUrl(key, { expiresIn: 600, downloadName: 'My Beat.mp3' });
    const full = await fetchUrl(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/mpeg');
    expect(full.headers.get('content-disposition')).toContain('attachment; filename="My Beat.mp3"');
    expect(Buffer.from(await full.arrayBuffer())).toEqual(body);
    const part = await fetchUrl(url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(body.subarray(100, 200));
  });

  it('refuses an expired signed URL', async () => {
    const key = newObjectKey('agreements', 'pdf');
    await h.store.put(key, bytes(10), { contentType: 'application/pdf', visibility: 'private' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 2 * 3600 * 1000);
    const url = await h.store.signedUrl(key, { expiresIn: 60 });
    vi.useRealTimers();
    const res = await fetchUrl(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/expired/i);
  });

  it('rejects keys that could leave the store', async () => {
    const options = { contentType: 'text/plain', visibility: 'private' } as const;
    await expect(h.store.put('../escape.txt', Buffer.from('x'), options)).rejects.toThrow(/Invalid object key/);
    await expect(h.store.put('/etc/x.txt', Buffer.from('x'), options)).rejects.toThrow(/Invalid object key/);
    await expect(h.store.head('contact/A.txt')).rejects.toThrow(/Invalid object key/);
    expect(() => h.store.publicUrl('a/../b')).toThrow(/Invalid object key/);
  });

  it('answers ping', async () => {
    await expect(h.store.ping()).resolves.toBeUndefined();
  });
});
