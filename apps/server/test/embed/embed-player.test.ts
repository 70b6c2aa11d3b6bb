import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, tracks } from '../../src/db/schema/index';
import { createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertArtistProfile, insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';

/** The embedded player's pages (issue 34 part 6, decision 080): what they show, who may frame them, and 404s. */

let t: TestApp;
let artist: { id: string; username: string };
let suspended: { id: string; username: string };
let buyer: TestAccount;
let track: string;
let hidden: string;
let processing: string;
let deleted: string;
let ofSuspended: string;
const PEAKS = Array.from({ length: 400 }, (_, index) => Math.abs(Math.sin(index / 20)));
const MODULE_FILE = 'assets/embed-player-Abc123.js';

beforeAll(async () => {
  const webDist = path.join(process.env.TMPDIR ?? '/tmp', `embed-web-${process.pid}-${Date.now()}`);
  mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Beatpasal</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/embed/embed-player.ts': { file: MODULE_FILE, src: 'src/embed/embed-player.ts' } }),
  );
  t = await createTestApp({ webDist });
  [artist, suspended, buyer] = await Promise.all([
    insertArtistProfile(t, 'DJ <Ram>'),
    insertArtistProfile(t, 'Gone Artist'),
    createBuyer(t),
  ]);
  const old = (days: number) => new Date(Date.now() - days * 86_400_000);
  [track, hidden, processing, deleted] = (await insertReadyTracks(t, artist.id, [
    { title: 'Night "Drive"', createdAt: old(1) },
    { title: 'Hidden one', isHidden: true },
    { title: 'Still processing', status: 'processing' },
    { title: 'Deleted one' },
    ...Array.from({ length: 5 }, (_, index) => ({ title: `Older ${index + 1}`, createdAt: old(10 + index) })),
  ])) as [string, string, string, string];
  const db = t.ctx.database.db;
  await db.update(tracks).set({ peaks: PEAKS, durationSeconds: 83 }).where(eq(tracks.id, track));
  await db
    .update(tracks)
    .set({ deletedAt: sql`now()` })
    .where(eq(tracks.id, deleted));
  [ofSuspended] = (await insertReadyTracks(t, suspended.id, [{ title: 'Of a suspended artist' }])) as [string];
  await db
    .update(profiles)
    .set({ suspendedAt: new Date() })
    .where(inArray(profiles.id, [suspended.id]));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function expectFramable(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain('frame-ancestors *');
  expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBeUndefined();
}

describe('the track player', () => {
  it('shows cover, title, artist, play, the waveform and a Buy link to the track page, and may be framed', async () => {
    const res = await get(`/embed/track/${track}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expectFramable(res.headers);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1 class="title">Night &quot;Drive&quot;</h1>');
    expect(html).toContain(
      `<a href="http://localhost:3000/artist/${artist.username}" target="_blank" rel="noopener">DJ &lt;Ram&gt;</a>`,
    );
    expect(html).toContain('aria-label="Play Night &quot;Drive&quot;"');
    expect(html).toContain(
      `<a class="buy" href="http://localhost:3000/track/${track}" target="_blank" rel="noopener">Buy on Beatpasal</a>`,
    );
    expect(html).toContain('aria-valuetext="0:00 of 1:23"');
    // 90 bars drawn from the stored peaks, once; the played part over it is the same drawing by reference.
    const bars = [...html.matchAll(/<path id="wave-[^"]+" d="([^"]+)"/g)].map((match) => match[1]!);
    expect(bars).toHaveLength(1);
    expect(bars[0]!.match(/M/g)).toHaveLength(90);
    expect(html).toContain(
      `<svg class="played" viewBox="0 0 180 100" preserveAspectRatio="none" aria-hidden="true" focusable="false"><use href="#wave-${track}"/></svg>`,
    );
    expect(html).toContain(`<script type="module" src="/${MODULE_FILE}"></script>`);
    // No app shell: the page is the player alone.
    expect(html).not.toContain('<div id="root">');
    expect(html).not.toContain('Hidden one');
  });

  it('speaks Nepali for ?lang=ne or a Nepali browser, English otherwise', async () => {
    const asked = await get(`/embed/track/${track}?lang=ne`, { 'accept-language': 'en' });
    expect(asked.body).toContain('<html lang="ne">');
    expect(asked.body).toContain('Beatpasal मा किन्नुहोस्');
    expect(asked.body).toContain('aria-valuetext="1:23 मध्ये 0:00"');
    const browser = await get(`/embed/track/${track}`, { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' });
    expect(browser.body).toContain('<html lang="ne">');
    expect(browser.headers.vary).toContain('accept-language');
    const unknown = await get(`/embed/track/${track}?lang=fr`, { 'accept-language': 'ne' });
    expect(unknown.body).toContain('<html lang="ne">');
    expect((await get(`/embed/track/${track}?lang=en`, { 'accept-language': 'ne' })).body).toContain(
      'Buy on Beatpasal',
    );
  });

  it('answers a small translated 404 page, still framable, for what the public may not play', async () => {
    const missing = ['00000000-0000-4000-8000-000000000000', 'not-a-track', hidden, processing, deleted, ofSuspended];
    for (const id of missing) {
      const res = await get(`/embed/track/${id}`);
      expect([id, res.statusCode]).toEqual([id, 404]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expectFramable(res.headers);
      expect(res.body).toContain('This beat or artist is not available on Beatpasal.');
      expect(res.body).not.toContain('<script');
    }
    const nepali = await get(`/embed/track/${hidden}?lang=ne`);
    expect(nepali.statusCode).toBe(404);
    expect(nepali.body).toContain('यो बिट वा कलाकार Beatpasal मा उपलब्ध छैन।');
  });
});

describe('the artist player', () => {
  it("lists the artist's five latest public tracks, each playable, newest first", async () => {
    const res = await get(`/embed/artist/${artist.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expectFramable(res.headers);
    const titles = [...res.body.matchAll(/<h2 class="title">([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(titles).toEqual(['Night &quot;Drive&quot;', 'Older 1', 'Older 2', 'Older 3', 'Older 4']);
    expect(res.body.match(/<button type="button" class="play"/g)).toHaveLength(5);
    expect(res.body).toContain('<h1>DJ &lt;Ram&gt;</h1>');
    expect(res.body).toContain('Buy on Beatpasal<span class="sr"> (Older 1)</span>');
  });

  it('is a 404 for a buyer, a suspended artist and nobody', async () => {
    for (const name of [buyer.username, suspended.username, 'nobody_here']) {
      const res = await get(`/embed/artist/${name}`);
      expect([name, res.statusCode]).toEqual([name, 404]);
      expectFramable(res.headers);
    }
  });
});

describe('every other page', () => {
  it('keeps refusing to be framed', async () => {
    for (const url of ['/api/tracks', `/track/${track}`, `/artist/${artist.username}`, '/api/health']) {
      const res = await get(url);
      expect([url, res.headers['content-security-policy']]).toEqual([
        url,
        expect.stringContaining("frame-ancestors 'none'"),
      ]);
      expect([url, res.headers['x-frame-options']]).toEqual([url, 'SAMEORIGIN']);
    }
  });

  it('track and artist pages carry the oEmbed discovery link', async () => {
    const page = await get(`/track/${track}`);
    const url = encodeURIComponent(`http://localhost:3000/track/${track}`);
    expect(page.body).toContain(
      `<link rel="alternate" type="application/json+oembed" href="http://localhost:3000/api/oembed?url=${url}&amp;format=json" title="Night &quot;Drive&quot; by DJ &lt;Ram&gt;">`,
    );
    const profile = await get(`/artist/${artist.username}`);
    expect(profile.body).toContain(
      `api/oembed?url=${encodeURIComponent(`http://localhost:3000/artist/${artist.username}`)}&amp;format=json`,
    );
  });
});
