import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registerErrorHandler } from '../../plugins/error-handler';
import { DiskObjectStore } from '../../storage/disk-store';
import type { HotObjectCacheOptions } from '../../storage/hot-object-cache';
import { newObjectKey } from '../../storage/object-keys';
import filesRoutes from './index';

export const TEST_SECRET = 'route-test-secret-route-test-secret';
export const TEST_BODY = Buffer.from('0123456789abcdefghij');

/** A bare Fastify with only the error handler and the files routes, over a disk store holding a few fixtures (served from memory with `hotCache`). */
export async function startFilesTestApp(hotCache?: HotObjectCacheOptions) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'files-route-'));
  const store = new DiskObjectStore({ root: dir, secret: TEST_SECRET, defaultTtlSeconds: 3600, hotCache });
  const keys = {
    image: newObjectKey('track-images', 'png'),
    master: newObjectKey('tracks-master', 'mp3'),
    html: newObjectKey('contact', 'html'),
    svg: newObjectKey('cover-images', 'svg'),
  };
  await store.put(keys.image, TEST_BODY, { contentType: 'image/png', visibility: 'public' });
  await store.put(keys.master, TEST_BODY, { contentType: 'audio/mpeg', visibility: 'private' });
  await store.put(keys.html, Buffer.from('<script>alert(1)</script>'), {
    contentType: 'text/html',
    visibility: 'public',
  });
  await store.put(keys.svg, Buffer.from('<svg/>'), { contentType: 'image/svg+xml', visibility: 'public' });

  const app = Fastify();
  registerErrorHandler(app);
  await app.register(filesRoutes, { store });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  /** Sends the path byte for byte; inject() would resolve `..` segments before the router sees them. */
  const rawGet = (rawPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        })
        .on('error', reject);
    });

  return {
    app,
    store,
    keys,
    rawGet,
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers }),
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
