import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './vite-plugin';

describe('precompressDirectory', () => {
  it('writes .br and .gz beside each text file large enough to gain, and leaves the rest alone', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = 'console.log("beat");\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'app-abc.js'), script);
    writeFileSync(path.join(dir, 'assets', 'tiny-abc.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'assets', 'font-abc.woff2'), Buffer.alloc(4096, 7));

    await precompressDirectory(dir);

    const file = path.join(dir, 'assets', 'app-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'font-abc.woff2.br'))).toBe(false);
  });
});
