import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DiskObjectStore } from '../../src/storage/disk-store';
import { newObjectKey } from '../../src/storage/object-keys';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PREVIEW = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Signed links to a preview held in memory are answered in an early onRequest hook, before the
 * files route (routes/files/hot-file-answers.ts): same status, headers and bytes, same refusals.
 */
describe('signed links to objects held in memory', () => {
  let t: TestApp;
  let base: string;
  let store: DiskObjectStore;
  let key: string;
  let link: string;

  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> => {
    const res = await fetch(base + path, { method, headers });
    const answerHeaders = Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));
    return { status: res.status, headers: answerHeaders, body: Buffer.from(await res.arrayBuffer()) };
  };
  /** The answer, and whether the files route opened the object to give it (the early path never does). */
  const getCountingOpens = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const open = vi.spyOn(store, 'open');
    try {
      const answer = await get(path, headers, method);
      return { ...answer, isFromRoute: open.mock.calls.length > 0 };
    } finally {
      open.mockRestore();
    }
  };

  const maxAgeOf = (answer: Answer) =>
    Number(/^private, max-age=(\d+)$/.exec(answer.headers['cache-control'] ?? '')?.[1]);

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.listen();
    if (!(t.ctx.storage instanceof DiskObjectStore)) throw new Error('the tests run on the disk store');
    store = t.ctx.storage;
    key = newObjectKey('tracks-preview', 'mp3');
    await store.put(key, PREVIEW, { contentType: 'audio/mpeg', visibility: 'private' });
    link = await store.signedUrl(key, { expiresIn: 600 });
  });
  afterAll(() => t.close());

  it('answers a held preview with the same status, headers and bytes as the files route', async () => {
    for (const range of [undefined, 'bytes=65536-131071', 'bytes=-1000', 'bytes=299990-']) {
      const headers: Record<string, string> = range ? { range } : {};
      const fresh = newObjectKey('tracks-preview', 'mp3');
      await store.put(fresh, PREVIEW, { contentType: 'audio/mpeg', visibility: 'private' });
      const freshLink = await store.signedUrl(fresh, { expiresIn: 600 });
      const startedAt = Date.now();
      const fromRoute = await getCountingOpens(freshLink, headers);
      const fromMemory = await getCountingOpens(freshLink, headers);
      const seconds = Math.ceil((Date.now() - startedAt) / 1000);
      expect(fromRoute.isFromRoute, range).toBe(true);
      expect(fromMemory.isFromRoute, range).toBe(false);
      expect(fromMemory.status, range).toBe(range ? 206 : 200);
      // The link's remaining lifetime sets max-age: on a busy machine seconds may pass between the two answers.
      expect({ ...fromMemory.headers, 'cache-control': '' }, range).toEqual({
        ...fromRoute.headers,
        'cache-control': '',
      });
      const aged = maxAgeOf(fromRoute) - maxAgeOf(fromMemory);
      expect(aged, range).toBeGreaterThanOrEqual(0);
      expect(aged, range).toBeLessThanOrEqual(seconds);
      expect(fromMemory.body.equals(fromRoute.body), range).toBe(true);
    }
    const part = await get(link, { range: 'bytes=65536-131071' });
    expect(part.headers).toMatchObject({
      'content-range': `bytes 65536-131071/${PREVIEW.length}`,
      'accept-ranges': 'bytes',
      'content-type': 'audio/mpeg',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
    });
    const maxAge = maxAgeOf(part);
    expect(maxAge).toBeGreaterThan(540);
    expect(maxAge).toBeLessThanOrEqual(600);
    expect(part.body.equals(PREVIEW.subarray(65536, 131072))).toBe(true);
  });

  it('echoes the caller’s request id like every other answer', async () => {
    await get(link);
    const res = await fetch(base + link, { headers: { 'x-request-id': 'player-1234abcd' } });
    expect(res.headers.get('x-request-id')).toBe('player-1234abcd');
  });

  it('refuses a held preview without a valid signature exactly as the route does', async () => {
    await get(link);
    const [path = '', query = ''] = link.split('?');
    const params = new URLSearchParams(query);
    const exp = Number(params.get('exp'));
    const sig = params.get('sig') ?? '';
    const otherKey = newObjectKey('tracks-preview', 'mp3');
    await store.put(otherKey, PREVIEW, { contentType: 'audio/mpeg', visibility: 'private' });
    await get(await store.signedUrl(otherKey));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3600 * 1000);
    const expired = await store.signedUrl(key, { expiresIn: 60 });
    vi.useRealTimers();
    for (const refused of [
      path,
      `${path}?exp=${exp}`,
      `${path}?exp=${exp}&sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`,
      `${path}?exp=${exp + 1000}&sig=${sig}`,
      `/files/private/${otherKey}?${query}`,
      expired,
    ]) {
      const res = await getCountingOpens(refused, { range: 'bytes=0-9' });
      expect(res.status, refused).toBe(403);
      expect(JSON.parse(res.body.toString())).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
  });

  it('refuses a link it answered before once that link has expired', async () => {
    const fresh = newObjectKey('tracks-preview', 'mp3');
    await store.put(fresh, PREVIEW, { contentType: 'audio/mpeg', visibility: 'private' });
    const shortLink = await store.signedUrl(fresh, { expiresIn: 10 });
    expect((await getCountingOpens(shortLink, { range: 'bytes=0-9' })).status).toBe(206);
    expect((await getCountingOpens(shortLink, { range: 'bytes=0-9' })).isFromRoute).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past the link's expiry, well within the minute the object stays in memory.
      vi.setSystemTime(Date.now() + 20 * 1000);
      const late = await getCountingOpens(shortLink, { range: 'bytes=0-9' });
      expect(late.status).toBe(403);
      expect(JSON.parse(late.body.toString())).toMatchObject({
        error: { code: 'FORBIDDEN', message: 'This link has expired or is not valid.' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves HEAD, unsatisfiable ranges and other spellings of the link to the route', async () => {
    await get(link);
    const cases: { path: string; headers: Record<string, string>; method: string; status: number }[] = [
      { path: link, headers: { range: 'bytes=999999-' }, method: 'GET', status: 416 },
      { path: link, headers: {}, method: 'HEAD', status: 200 },
      { path: `${link}&extra=1`, headers: { range: 'bytes=0-9' }, method: 'GET', status: 206 },
      { path: link.replace('/files/private/', '/files/private//'), headers: {}, method: 'GET', status: 403 },
    ];
    for (const { path, headers, method, status } of cases) {
      const res = await getCountingOpens(path, headers, method);
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.isFromRoute, `${method} ${path}`).toBe(status !== 403);
    }
  });

  it('stops answering an object from memory once it is deleted', async () => {
    const gone = newObjectKey('tracks-preview', 'mp3');
    await store.put(gone, PREVIEW, { contentType: 'audio/mpeg', visibility: 'private' });
    const goneLink = await store.signedUrl(gone);
    expect((await get(goneLink, { range: 'bytes=0-3' })).status).toBe(206);
    await store.delete(gone);
    expect((await get(goneLink, { range: 'bytes=0-3' })).status).toBe(404);
  });
});
