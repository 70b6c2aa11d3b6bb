import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this a compressed answer saves less than its headers cost (the server's own threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `FILE.br` (quality 11) and `FILE.gz` (level 9) beside each text file of the build. */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(file);
      if (source.length < MIN_BYTES) return;
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      const [br, gz] = await Promise.all([brotli(source, { params }), gzipped(source, { level: 9 })]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
}

/**
 * The server sends the build's scripts and styles as compressed here, once, instead of compressing
 * them again for every request (decision 053): no CPU per answer, and brotli's best ratio for
 * phones on mobile data.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'beatpasal-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressDirectory(outDir),
    },
  };
}
