import { describe, expect, it } from 'vitest';
import { imagePreloadLink, modulePreloadLinks, type TBuildManifest } from './preload-links';

const MANIFEST: TBuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx-runtime.js', '_query.js'] },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-2.js' },
  '_query.js': { file: 'assets/query-3.js', imports: ['_jsx-runtime.js'] },
  '_cards.js': { file: 'assets/cards-4.js', imports: ['_jsx-runtime.js', '_cover.js'] },
  '_cover.js': { file: 'assets/cover-5.js', imports: ['_cards.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-6.js', imports: ['index.html', '_query.js', '_cards.js'] },
  'src/lib/i18n/ne.ts': { file: 'assets/ne-7.js' },
};

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('modulePreloadLinks', () => {
  it("preloads a route's chunk and what it imports however deep, but nothing the entry loads anyway", () => {
    expect(hrefs(modulePreloadLinks(MANIFEST, ['src/app/routes/home.tsx']))).toEqual([
      '/assets/home-6.js',
      '/assets/cards-4.js',
      '/assets/cover-5.js',
    ]);
  });

  it('adds the chunks of every module asked for, each once, and ignores one the build does not have', () => {
    const links = modulePreloadLinks(MANIFEST, [
      'src/app/routes/home.tsx',
      'src/lib/i18n/ne.ts',
      'src/app/routes/gone.tsx',
    ]);
    expect(hrefs(links)).toEqual(['/assets/home-6.js', '/assets/cards-4.js', '/assets/cover-5.js', '/assets/ne-7.js']);
    expect(links.match(/<link rel="modulepreload" crossorigin href="[^"]+">/g)).toHaveLength(4);
  });

  it('adds nothing without a manifest', () => {
    expect(modulePreloadLinks({}, ['src/app/routes/home.tsx'])).toBe('');
  });
});

describe('imagePreloadLink', () => {
  it('preloads the image the page marked fetchpriority="high", as the renderer escaped it', () => {
    const html =
      '<img src="/a/small.webp" alt=""><div><img src="/files/cover.webp?v=1&amp;w=2" alt width="800" fetchPriority="high"/></div>';
    expect(imagePreloadLink(html)).toBe(
      '<link rel="preload" as="image" href="/files/cover.webp?v=1&amp;w=2" fetchpriority="high">',
    );
  });

  it('keeps its srcset and sizes, so the browser picks the same file', () => {
    const html = '<img fetchpriority="high" src="/b.webp" srcset="/b-400.webp 400w, /b.webp 1200w" sizes="100vw">';
    expect(imagePreloadLink(html)).toBe(
      '<link rel="preload" as="image" href="/b.webp" imagesrcset="/b-400.webp 400w, /b.webp 1200w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('adds nothing to a page with no such image', () => {
    expect(imagePreloadLink('<img src="/logo.svg" alt="Beatpasal"><p>fetchpriority="high"</p>')).toBe('');
  });
});
