import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

/** The web's server-rendering module, from source (decision 034); `npm run build` makes the one the server loads. */
const WEB_RENDERER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/src/app/server-entry.tsx',
);
const INDEX =
  '<!doctype html><html lang="en"><head><title>Beatpasal</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-2.js"></head><body><div id="root"></div></body></html>';
/** The part of Vite's build manifest the server reads: the entry and the genres page's route module. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-2.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js' },
  'src/app/routes/catalogue/genres.tsx': {
    file: 'assets/genres-3.js',
    imports: ['index.html', '_shared-2.js', '_genre-list-4.js'],
  },
  '_genre-list-4.js': { file: 'assets/genre-list-4.js' },
};
const HOSTILE = 'Evil </script><script>alert(1)</script> <!-- x';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let likedId: string;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDist, webRenderer: WEB_RENDERER });
  [artist, buyer] = await Promise.all([createArtist(t, { fields: { displayName: 'DJ Rendered' } }), createBuyer(t)]);
  [likedId] = (await insertReadyTracks(t, artist.userId, [
    { title: 'Server Side Stomp', genre: 'Lo-Fi' },
    { title: HOSTILE },
  ])) as [string];
  const like = await t.app.inject({
    method: 'PUT',
    url: `/api/tracks/${likedId}/like`,
    headers: sameOrigin(t, buyer.cookie),
  });
  expect(like.statusCode).toBeLessThan(300);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="first-screen-data"'));

function inlinedData(html: string): string {
  const start = html.indexOf('<script id="first-screen-data" type="application/json">');
  expect(start).toBeGreaterThan(0);
  const text = html.slice(start).replace(/^<script[^>]*>/, '');
  return text.slice(0, text.indexOf('</script>'));
}

describe('first screen in the HTML', () => {
  it('shows each landing page before any JavaScript runs', async () => {
    const pages: [string, string[]][] = [
      ['/', ['Server Side Stomp', 'DJ Rendered']],
      ['/genres', ['Lo-Fi', 'Trap']],
      [`/track/${likedId}`, ['Server Side Stomp', 'DJ Rendered']],
      [`/artist/${artist.username}`, ['DJ Rendered', 'Server Side Stomp']],
    ];
    for (const [url, texts] of pages) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      const root = rootOf(res.body);
      for (const text of texts) expect([url, root.includes(text)]).toEqual([url, true]);
    }
  });

  it("never puts a signed-in person's flags in the HTML: every page is rendered as a visitor sees it", async () => {
    const own = await get('/api/tracks', { cookie: buyer.cookie });
    expect(JSON.stringify(own.json())).toContain('"isLiked":true');
    for (const headers of [{ cookie: buyer.cookie }, {}] as Record<string, string>[]) {
      const res = await get('/', headers);
      expect(res.body).toContain('Server Side Stomp');
      expect(res.body).not.toContain('"isLiked":true');
      expect(res.body).not.toContain(buyer.username);
    }
  });

  it('lets a browser keep only the pages rendered as a visitor sees them (decision 093)', async () => {
    for (const url of ['/', '/genres', `/track/${likedId}`, `/artist/${artist.username}`]) {
      const res = await get(url, { cookie: buyer.cookie });
      expect([url, res.headers['cache-control']]).toEqual([url, 'public, no-cache']);
    }
    for (const url of ['/about', '/studio', '/track/00000000-0000-4000-8000-000000000000']) {
      const res = await get(url);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('keeps a hostile title inside the inlined JSON and escaped in the markup', async () => {
    const res = await get('/');
    const data = inlinedData(res.body);
    expect(data).not.toMatch(/<|>/);
    expect(JSON.stringify(JSON.parse(data))).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<!-- x');
    expect(rootOf(res.body)).toContain('Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- x');
  });

  it('renders in the language of the cookie, else of Accept-Language, and leaves other pages to the browser', async () => {
    const byCookie = await get('/genres', { cookie: 'beatpasal.language=ne', 'accept-language': 'en' });
    expect(byCookie.body).toContain('<html lang="ne"');
    expect(JSON.parse(inlinedData(byCookie.body))).toMatchObject({ language: 'ne' });
    const byHeader = await get('/genres', { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' });
    expect(byHeader.body).toContain('<html lang="ne"');
    expect((await get('/genres')).body).toContain('<html lang="en"');
    expect((await get('/about')).body).toBe(INDEX);
  });

  it("preloads a rendered page's route chunks beside the entry script, and only the entry's on other pages", async () => {
    const genres = await get('/genres');
    const head = genres.body.slice(0, genres.body.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(preloads.map((match) => match[1])).toEqual([
      '/assets/shared-2.js',
      '/assets/genres-3.js',
      '/assets/genre-list-4.js',
    ]);
    const notRendered = await get('/studio');
    expect(notRendered.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
    expect(notRendered.body).not.toContain('genres-3.js');
  });
});
