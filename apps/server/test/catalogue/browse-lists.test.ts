import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { TArtistPage, TGenreList } from '@beatpasal/shared/schemas/catalogue-api';
import { profiles, tracks } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertArtistProfile, insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let busy: { id: string; username: string };
let quiet: { id: string; username: string };
let hiddenId: string;

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  t = await createTestApp();
  busy = await insertArtistProfile(t, 'Busy Bee');
  quiet = await insertArtistProfile(t, 'Quiet One');
  const day = (n: number) => new Date(Date.UTC(2026, 1, n));
  await insertReadyTracks(t, busy.id, [
    { title: 'R&B slow', genre: 'R&B', likeCount: 1, createdAt: day(1) },
    { title: 'Loved most', genre: 'Trap', likeCount: 9, createdAt: day(2) },
    { title: 'Newest', genre: 'Trap', likeCount: 3, createdAt: day(3) },
    { title: 'Processing', genre: 'Ambient', status: 'processing', createdAt: day(4) },
  ]);
  hiddenId = (
    await insertReadyTracks(t, quiet.id, [{ title: 'Hidden hit', genre: 'Ambient', likeCount: 50, isHidden: true }])
  )[0]!;
  await insertReadyTracks(t, quiet.id, [{ title: 'Cover Song demo', genre: 'Cover Song', createdAt: day(5) }]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('genres, artists and artist pages', () => {
  it('counts visible tracks per genre in the spec order and leaves empty genres out', async () => {
    const { genres } = await get<TGenreList>('/api/genres');
    expect(genres).toEqual([
      { genre: 'Trap', trackCount: 2 },
      { genre: 'R&B', trackCount: 1 },
      { genre: 'Cover Song', trackCount: 1 },
    ]);
    expect((await get<TFeedPage>('/api/tracks?genre=R%26B')).items.map((card) => card.title)).toEqual(['R&B slow']);
    await t.ctx.database.db.update(tracks).set({ genre: 'Trap' }).where(eq(tracks.title, 'R&B slow'));
    expect((await get<TGenreList>('/api/genres')).genres.slice(0, 2)).toEqual([
      { genre: 'Trap', trackCount: 3 },
      { genre: 'Cover Song', trackCount: 1 },
    ]);
    await t.ctx.database.db.update(tracks).set({ genre: 'R&B' }).where(eq(tracks.title, 'R&B slow'));
  });

  it('lists artists by visible track count, with keyset pages', async () => {
    const extra = await Promise.all(Array.from({ length: 24 }, (_, index) => insertArtistProfile(t, `Extra ${index}`)));
    const first = await get<TArtistPage>('/api/artists');
    expect(first.items.slice(0, 2).map((artist) => [artist.username, artist.trackCount])).toEqual([
      [busy.username, 3],
      [quiet.username, 1],
    ]);
    expect(first.items).toHaveLength(24);
    const second = await get<TArtistPage>(`/api/artists?cursor=${first.nextCursor}`);
    const all = [...first.items, ...second.items].map((artist) => artist.id);
    expect(second.nextCursor).toBeNull();
    expect(new Set(all).size).toBe(26);
    expect(all).toEqual(expect.arrayContaining(extra.map((artist) => artist.id)));
  });

  it('gives the artist page tabs: home and songs newest first, likes by like count', async () => {
    const titles = async (tab: string) =>
      (await get<TFeedPage>(`/api/artists/${busy.username.toUpperCase()}/tracks?tab=${tab}`)).items.map(
        (card) => card.title,
      );
    expect(await titles('songs')).toEqual(['Newest', 'Loved most', 'R&B slow']);
    expect(await titles('home')).toEqual(['Newest', 'Loved most', 'R&B slow']);
    expect(await titles('likes')).toEqual(['Loved most', 'Newest', 'R&B slow']);
    const missing = await t.app.inject({ method: 'GET', url: '/api/artists/nobody_here/tracks' });
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      404,
      'No artist found with username @nobody_here',
    ]);
  });
});

describe('hidden tracks appear in no public list', () => {
  it('not in any feed order, search, genre, home page, artist tab or count (the library is covered with likes)', async () => {
    const urls = [
      '/api/tracks',
      '/api/tracks?sort=likes',
      '/api/tracks?sort=price_desc',
      '/api/tracks?sort=tracks_uploaded',
      '/api/tracks?home=1',
      '/api/tracks?q=hidden%20hit',
      '/api/tracks?genre=Ambient',
      `/api/artists/${quiet.username}/tracks?tab=likes`,
      `/api/artists/${quiet.username}/tracks?tab=songs`,
    ];
    for (const url of urls) {
      const cards = (await get<TFeedPage>(url)).items;
      expect(
        cards.map((card) => card.id),
        url,
      ).not.toContain(hiddenId);
      expect(
        cards.map((card) => card.title),
        url,
      ).not.toContain('Processing');
    }
    expect((await get<TGenreList>('/api/genres')).genres.map((genre) => genre.genre)).not.toContain('Ambient');
    const [quietRow] = await t.ctx.database.db
      .select({ trackCount: profiles.trackCount })
      .from(profiles)
      .where(eq(profiles.id, quiet.id));
    expect(quietRow!.trackCount).toBe(1);
  });
});
