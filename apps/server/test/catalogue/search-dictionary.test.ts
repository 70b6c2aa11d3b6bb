import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage, TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { profiles, tracks } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertArtistProfile, insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

/**
 * The search dictionary of decision 048 (migration 0018): every writer changes tracks or profiles,
 * the triggers keep track_words and search_words, and a search finds what is visible now.
 */
let t: TestApp;
let artist: { id: string; username: string };

beforeAll(async () => {
  t = await createTestApp();
  artist = await insertArtistProfile(t, 'Sagarmatha Sound');
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function search(q: string, extra = ''): Promise<TFeedPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/tracks?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TFeedPage;
}
const titles = async (q: string, extra = '') => (await search(q, extra)).items.map((card) => card.title);

/** Every card of a search, page after page with its cursors. */
async function walk(q: string): Promise<TTrackCard[]> {
  const cards: TTrackCard[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const body = await search(q, cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');
    cards.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return cards;
  }
  throw new Error('too many pages');
}

const wordCount = async (word: string) => {
  const { rows } = await t.ctx.database.db.execute(sql`select track_count from search_words where word = ${word}`);
  return (rows[0] as { track_count: number } | undefined)?.track_count ?? 0;
};

describe('the search dictionary', () => {
  it('finds a word through a typo, and counts each word once per visible track', async () => {
    await insertReadyTracks(t, artist.id, [
      { title: 'Annapurna Sunrise' },
      { title: 'Annapurna Nights' },
      { title: 'Annapurna Hidden', isHidden: true },
    ]);
    expect((await titles('anapurna')).sort()).toEqual(['Annapurna Nights', 'Annapurna Sunrise']);
    expect(await wordCount('annapurna')).toBe(2);
  });

  it('follows an edited title: the old word no longer finds the track, the new one does', async () => {
    const [id] = await insertReadyTracks(t, artist.id, [{ title: 'Tilicho Lake' }]);
    await t.ctx.database.db.update(tracks).set({ title: 'Rara Lake' }).where(eq(tracks.id, id!));
    expect(await titles('tilicho')).toEqual([]);
    expect(await wordCount('tilicho')).toBe(0);
    expect(await titles('rara')).toEqual(['Rara Lake']);
  });

  it('follows a renamed artist on all of their tracks', async () => {
    const renamed = await insertArtistProfile(t, 'Janakpur Tapes');
    await insertReadyTracks(t, renamed.id, [{ title: 'Mithila One' }, { title: 'Mithila Two' }]);
    expect((await titles('janakpur')).sort()).toEqual(['Mithila One', 'Mithila Two']);
    await t.ctx.database.db.update(profiles).set({ displayName: 'Dharan Tapes' }).where(eq(profiles.id, renamed.id));
    expect(await titles('janakpur')).toEqual([]);
    expect((await titles('dharan')).sort()).toEqual(['Mithila One', 'Mithila Two']);
  });

  it('drops a hidden track, a deleted one and a track while it is processing, and finds it again when it is visible', async () => {
    const [hidden, deleted, processing] = await insertReadyTracks(t, artist.id, [
      { title: 'Rolwaling Echo' },
      { title: 'Rolwaling Wind' },
      { title: 'Rolwaling Snow', status: 'processing' },
    ]);
    expect((await titles('rolwaling')).sort()).toEqual(['Rolwaling Echo', 'Rolwaling Wind']);
    await t.ctx.database.db.update(tracks).set({ isHidden: true }).where(eq(tracks.id, hidden!));
    await t.ctx.database.db
      .update(tracks)
      .set({ isHidden: true, deletedAt: sql`now()` })
      .where(eq(tracks.id, deleted!));
    expect(await titles('rolwaling')).toEqual([]);
    expect(await titles('rolwaling', '&sort=recent')).toEqual([]);
    await t.ctx.database.db.update(tracks).set({ status: 'ready' }).where(eq(tracks.id, processing!));
    expect(await titles('rolwaling')).toEqual(['Rolwaling Snow']);
    await t.ctx.database.db.delete(tracks).where(eq(tracks.id, processing!));
    expect(await titles('rolwaling')).toEqual([]);
    expect(await wordCount('rolwaling')).toBe(0);
  });

  it('pages through every match once, the closest word first and each word newest first', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await insertReadyTracks(t, artist.id, [
      ...Array.from({ length: 12 }, (_, i) => ({ title: `Langtang ${i}`, createdAt: day(i + 1) })),
      ...Array.from({ length: 5 }, (_, i) => ({ title: `Langtangi ${i}`, createdAt: day(i + 20) })),
      { title: 'Langtang Langtangi', createdAt: day(30) },
    ]);
    const cards = await walk('langtang');
    const names = cards.map((card) => card.title);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    expect(names).toEqual([
      'Langtang Langtangi',
      ...Array.from({ length: 12 }, (_, i) => `Langtang ${11 - i}`),
      ...Array.from({ length: 5 }, (_, i) => `Langtangi ${4 - i}`),
    ]);
  });

  it('answers empty, punctuation-only, SQL-like and over-long searches with a 4xx or no result, never a 500', async () => {
    for (const q of [
      '!!!',
      '%',
      '_',
      "'; drop table tracks; --",
      '" or 1=1 --',
      '\\',
      '{a,b}',
      '<%',
      'a'.repeat(100),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/tracks?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
    expect(await titles("'; drop table tracks; --")).toEqual([]);
    expect(await titles('{a,b}')).toEqual([]);
    const long = await t.app.inject({ method: 'GET', url: `/api/tracks?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'GET', url: '/api/tracks?q=%20%20' });
    expect(empty.statusCode).toBe(200);
  });
});
