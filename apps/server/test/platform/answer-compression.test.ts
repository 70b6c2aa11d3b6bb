import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { createArtist } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Beatpasal</title></head><body><div id="root"></div><p>${'Beats from Kathmandu. '.repeat(200)}</p></body></html>`;

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });

let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-web-compression-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ env: { VISITOR_CACHE_MS: '0' }, webDist: dist });
  const artist = await createArtist(t);
  await insertReadyTracks(
    t,
    artist.userId,
    Array.from({ length: 8 }, (_, index) => ({ title: `Compressed beat ${index}` })),
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('compression of answers (decision 058)', () => {
  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json' },
    });

  it('compresses an API answer with brotli at quality 3', async () => {
    const response = await get('/api/tracks?sort=recent');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(response.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(response.rawPayload.equals(brotli(body, 3))).toBe(true);
  });

  it('compresses an HTML page with brotli at quality 4', async () => {
    const response = await get('/genres');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(response.rawPayload);
    expect(response.rawPayload.equals(brotli(body, 4))).toBe(true);
  });
});
