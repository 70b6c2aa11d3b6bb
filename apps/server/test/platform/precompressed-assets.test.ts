import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SCRIPT = `export const words = ${JSON.stringify('beat '.repeat(2000))};\n`;

/** A build as the web's precompress plugin leaves it: each script beside its .br and .gz (decision 053). */
function builtWeb(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-web-precompressed-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Beatpasal</title></head><body><div id="root"></div></body></html>',
  );
  const script = path.join(dist, 'assets', 'words-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  return dist;
}

describe("the build's scripts, compressed once at build time (decision 053)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: builtWeb() });
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli file to a browser that takes brotli, the gzip file to one that takes only gzip', async () => {
    const br = await get('/assets/words-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);

    const gz = await get('/assets/words-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('sends the script as it is to a client that takes no compression', async () => {
    const plain = await get('/assets/words-abc123.js', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('does not answer the compressed files under their own names', async () => {
    expect((await get('/assets/words-abc123.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/assets/words-abc123.js.gz', 'gzip')).statusCode).toBe(404);
  });
});
