import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { LighthouseFigures } from './lighthouse-run';

export interface FirstLoadBytes {
  js: number;
  css: number;
  files: { name: string; brotli: number }[];
}

function brotliSize(file: string): number {
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * The brotli (quality 11) size of every built script and stylesheet a page loaded before
 * Lighthouse called it loaded, read from the build itself so the figure does not depend on the
 * server's on-the-fly compression level.
 */
export function firstLoadBytes(assets: LighthouseFigures['assets'], webDist: string): FirstLoadBytes {
  const local = assets.filter((asset) => new URL(asset.url).pathname.startsWith('/assets/'));
  const files = local.map((asset) => ({ name: path.basename(new URL(asset.url).pathname), type: asset.type }));
  const sized = files.map((file) => ({ ...file, brotli: brotliSize(path.join(webDist, 'assets', file.name)) }));
  const total = (type: string) =>
    sized.filter((file) => file.type === type).reduce((sum, file) => sum + file.brotli, 0);
  return { js: total('Script'), css: total('Stylesheet'), files: sized.map(({ name, brotli }) => ({ name, brotli })) };
}
