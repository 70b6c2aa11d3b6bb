import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`apps/web/dist/.vite/manifest.json`). */
interface TManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type TBuildManifest = Record<string, TManifestChunk>;

/** The web build's manifest, or null when the app was not built with one (tests, `npm run dev`). */
export function readBuildManifest(distDir: string): TBuildManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TBuildManifest) : null;
}

/** The manifest keys of a chunk and of every chunk it imports statically, however deep. */
function withStaticImports(manifest: TBuildManifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, found);
  return found;
}

/**
 * `<link rel="modulepreload">` for a route module's chunk and the chunks it imports, except those
 * the entry loads anyway (index.html already preloads them). In the HTML they load with the page,
 * not after the entry has run and asked for the route; Vite's preload helper then finds them
 * there and adds none.
 */
export function modulePreloadLinks(manifest: TBuildManifest, modules: readonly string[]): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = new Set<string>();
  for (const entry of entries) withStaticImports(manifest, entry, loadedByEntry);
  const wanted = new Set<string>();
  for (const module of modules) withStaticImports(manifest, module, wanted);
  return [...wanted]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('');
}

// The server's renderer writes React's spelling, `fetchPriority`; HTML attributes ignore case.
const HIGH_PRIORITY_IMAGE = /<img\s[^>]*\bfetchpriority="high"[^>]*>/i;
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i');

/**
 * `<link rel="preload" as="image">` for the image the rendered page marked `fetchpriority="high"`
 * (the track's cover, the artist's banner: their largest paint), or '' when it marked none. Put in
 * the head, the request starts with the first bytes of the page rather than after the inlined
 * stylesheet. The attribute values are copied as the renderer escaped them.
 */
export function imagePreloadLink(renderedHtml: string): string {
  const image = HIGH_PRIORITY_IMAGE.exec(renderedHtml)?.[0];
  const src = image && ATTRIBUTE('src').exec(image)?.[1];
  if (!image || !src) return '';
  const srcset = ATTRIBUTE('srcset').exec(image)?.[1];
  const sizes = ATTRIBUTE('sizes').exec(image)?.[1];
  const responsive = `${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}`;
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">`;
}
