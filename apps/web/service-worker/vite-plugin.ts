import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const read = (name: string) => readFileSync(path.join(HERE, name), 'utf8');
const FONT = /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/;
const STATIC_FILES = ['/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

/** The entry chunk with the chunks and styles it loads at once: what the first screen needs. */
function appShell(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry) continue;
    for (const file of [output.fileName, ...output.imports, ...(output.viteMetadata?.importedCss ?? [])])
      files.add(`/${file}`);
  }
  return [...files];
}

/** Emits the service worker, with this build's app shell to precache, and the offline page it falls back to. */
export function serviceWorker(): Plugin {
  return {
    name: 'beatpasal-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const font = Object.keys(bundle).find((file) => FONT.test(file));
      if (!font) throw new Error('service worker: the Devanagari font is not in the build');
      this.emitFile({
        type: 'asset',
        fileName: 'offline.html',
        source: read('offline.html').replace('__DEVANAGARI_FONT__', `/${font}`),
      });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: read('offline.js') });
      const precache = ['/offline.html', '/offline.js', `/${font}`, ...STATIC_FILES, ...appShell(bundle)];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = read('sw.js')
        .replace('__VERSION__', version)
        .replace('__PRECACHE__', JSON.stringify(precache).replaceAll("'", "\\'"));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
