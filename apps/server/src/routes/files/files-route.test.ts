import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newObjectKey } from '../../storage/object-keys';
import { signParams } from '../../storage/url-signature';
import { startFilesTestApp, TEST_BODY as BODY, TEST_SECRET as SECRET } from './start-files-test-app';

/** The same answers whether the bytes are streamed from disk or served from the in-memory cache of hot objects. */
describe.each([
  { source: 'streamed from disk', hotCache: undefined },
  { source: 'from memory', hotCache: { maxBytes: 1024, maxObjectBytes: 512, maxAgeMs: 60_000 } },
])('files $source', ({ hotCache }) => {
  let t: Awaited<ReturnType<typeof startFilesTestApp>>;
  beforeAll(async () => {
    t = await startFilesTestApp(hotCache);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.get(url, headers);

  describe('public files', () => {
    it('serves the whole file with its type, nosniff and long caching', async () => {
      const res = await get(`/files/public/${t.keys.image}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.rawPayload).toEqual(BODY);
    });

    it('answers HEAD with the length and no body', async () => {
      const res = await t.app.inject({ method: 'HEAD', url: `/files/public/${t.keys.image}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(BODY.length));
      expect(res.rawPayload.length).toBe(0);
    });

    it('answers ranges with 206 and unsatisfiable ones with 416', async () => {
      const part = await get(`/files/public/${t.keys.image}`, { range: 'bytes=2-5' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 2-5/${BODY.length}`);
      expect(part.headers['content-length']).toBe('4');
      expect(part.body).toBe('2345');
      const tail = await get(`/files/public/${t.keys.image}`, { range: 'bytes=-3' });
      expect(tail.statusCode).toBe(206);
      expect(tail.body).toBe('hij');
      const bad = await get(`/files/public/${t.keys.image}`, { range: 'bytes=100-200' });
      expect(bad.statusCode).toBe(416);
      expect(bad.headers['content-range']).toBe(`bytes */${BODY.length}`);
    });

    it('never serves HTML or SVG inline', async () => {
      const html = await get(`/files/public/${t.keys.html}`);
      expect(html.headers['content-disposition']).toMatch(/^attachment; filename="[a-f0-9-]+\.html"/);
      const svg = await get(`/files/public/${t.keys.svg}`);
      expect(svg.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('hides private objects, missing objects and anything outside the store', async () => {
      expect((await get(`/files/public/${t.keys.master}`)).statusCode).toBe(404);
      expect((await get(`/files/public/${newObjectKey('track-images', 'png')}`)).statusCode).toBe(404);
      for (const url of [
        '/files/public/../../etc/passwd',
        '/files/public/%2e%2e/%2e%2e/etc/passwd',
        `/files/public/track-images/..%2F..%2F${t.keys.master}`,
        `/files/public/.meta/${t.keys.image}.json`,
        '/files/public//etc/passwd',
      ]) {
        const res = await t.rawGet(url);
        expect(res.status, url).toBe(404);
        expect(res.body, url).not.toContain('root:');
      }
    });
  });

  describe('private files', () => {
    const forbidden = (res: { statusCode: number; json: () => unknown }) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: { code: 'FORBIDDEN', message: 'This link has expired or is not valid.' },
      });
    };

    it('serves a signed link with private caching and ranges', async () => {
      const url = await t.store.signedUrl(t.keys.master, { expiresIn: 600 });
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=(600|599)$/);
      expect(res.rawPayload).toEqual(BODY);
      const part = await get(url, { range: 'bytes=10-' });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('abcdefghij');
    });

    it('sends a download name as an attachment, safely encoded', async () => {
      const res = await get(await t.store.signedUrl(t.keys.master, { downloadName: 'मेरो "Beat".mp3' }));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="____ Beat.mp3"; filename*=UTF-8''${encodeURIComponent('मेरो Beat.mp3')}`,
      );
    });

    it('refuses expired, forged and tampered links', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 3600 * 1000);
      const expired = await t.store.signedUrl(t.keys.master, { expiresIn: 60 });
      vi.useRealTimers();
      forbidden(await get(expired));

      const url = await t.store.signedUrl(t.keys.master, { downloadName: 'a.mp3' });
      const [pathname = '', query = ''] = url.split('?');
      const params = new URLSearchParams(query);
      const sig = params.get('sig') ?? '';
      const forged = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
      forbidden(await get(url.replace(`sig=${sig}`, `sig=${forged}`)));
      forbidden(await get(`/files/private/${newObjectKey('tracks-master', 'mp3')}?${query}`));
      forbidden(await get(url.replace('dl=a.mp3', 'dl=b.mp3')));
      forbidden(await get(url.replace(/exp=\d+/, `exp=${Number(params.get('exp')) + 1000}`)));
      forbidden(await get(pathname));
    });

    it('answers 404 for a validly signed missing object and for a signed traversal key', async () => {
      expect((await get(await t.store.signedUrl(newObjectKey('tracks-master', 'mp3')))).statusCode).toBe(404);
      const exp = Math.floor(Date.now() / 1000) + 60;
      const sig = signParams(SECRET, { key: '../outside.txt', exp });
      for (const key of ['../outside.txt', '%2e%2e/outside.txt']) {
        const res = await t.rawGet(`/files/private/${key}?exp=${exp}&sig=${sig}`);
        expect(res.status, key).toBe(404);
      }
    });
  });

  /** Longer than a file name may be (255 bytes) once the store adds its `.json` sidecar, in one segment or two (issue 32). */
  const OVER_LONG_KEYS = [
    'a'.repeat(256),
    'a'.repeat(251),
    `track-images/${'a'.repeat(300)}`,
    `${'b'.repeat(256)}/x.png`,
    'c'.repeat(513),
  ];

  it('answers 404 for a key the store cannot hold, on every file route, public or signed', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    for (const key of OVER_LONG_KEYS) {
      for (const method of ['GET', 'HEAD'] as const) {
        const signed = `/files/private/${key}?exp=${exp}&sig=${signParams(SECRET, { key, exp })}`;
        for (const url of [`/files/public/${key}`, signed]) {
          const res = await t.app.inject({ method, url });
          expect(res.statusCode, `${method} ${url.slice(0, 40)}… (${key.length})`).toBe(404);
        }
      }
    }
  });

  it('stops serving an object once it is deleted', async () => {
    const key = newObjectKey('tracks-preview', 'mp3');
    await t.store.put(key, BODY, { contentType: 'audio/mpeg', visibility: 'private' });
    const url = await t.store.signedUrl(key);
    expect((await get(url, { range: 'bytes=0-3' })).statusCode).toBe(206);
    await t.store.delete(key);
    expect((await get(url, { range: 'bytes=0-3' })).statusCode).toBe(404);
  });
});
