import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { profiles, tracks } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  insertArtistProfile,
  insertReadyTracks,
  LEASE_1500,
  type ReadyTrackSpec,
  SETUP_TIMEOUT_MS,
} from './catalogue-fixtures';

let t: TestApp;
const visible: string[] = [];

/** Pages through a list with its cursors and returns every card in order. */
async function walk(url: string): Promise<TTrackCard[]> {
  const cards: TTrackCard[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const separator = url.includes('?') ? '&' : '?';
    const res = await t.app.inject({
      method: 'GET',
      url: cursor ? `${url}${separator}cursor=${encodeURIComponent(cursor)}` : url,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: TTrackCard[]; nextCursor: string | null };
    expect(body.items.length).toBeLessThanOrEqual(9);
    cards.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return cards;
    expect(body.items).toHaveLength(9);
  }
  throw new Error('too many pages');
}

const negotiableOnly = [{ ...LEASE_1500, priceNpr: null, negotiable: true }];
const price = (npr: number) => [{ ...LEASE_1500, priceNpr: npr }];

beforeAll(async () => {
  t = await createTestApp();
  const sameMoment = new Date('2026-01-10T10:00:00.000Z');
  const artists = await Promise.all(['Asha', 'Bikash', 'Chandra', 'Dipa'].map((name) => insertArtistProfile(t, name)));
  // 31 visible tracks with ties everywhere: like counts 0–2, three prices and negotiable, eight sharing one instant.
  for (const [index, artist] of artists.entries()) {
    const specs: ReadyTrackSpec[] = Array.from({ length: 4 + index * 2 }, (_, n) => ({
      title: `Beat ${index}-${n}`,
      likeCount: n % 3,
      licences: n % 4 === 3 ? negotiableOnly : price(n % 2 === 0 ? 1500 : 3000),
      createdAt: n < 2 ? sameMoment : new Date(Date.UTC(2026, 0, 1, index, n)),
    }));
    visible.push(...(await insertReadyTracks(t, artist.id, specs)));
  }
  await insertReadyTracks(t, artists[0]!.id, [
    { title: 'Beat hidden', isHidden: true, likeCount: 99 },
    { title: 'Beat processing', status: 'processing' },
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type TRow = {
  id: string;
  likeCount: number;
  priceInForcePaisa: number | null;
  createdAt: Date;
  artistId: string;
  trackCount: number;
};

async function rowsOf(ids: readonly string[]): Promise<Map<string, TRow>> {
  const rows = await t.ctx.database.db
    .select({
      id: tracks.id,
      likeCount: tracks.likeCount,
      priceInForcePaisa: tracks.priceInForcePaisa,
      createdAt: tracks.createdAt,
      artistId: tracks.artistId,
      trackCount: profiles.trackCount,
    })
    .from(tracks)
    .innerJoin(profiles, eq(profiles.id, tracks.artistId))
    .where(inArray(tracks.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

const desc = (a: number | string, b: number | string) => (a < b ? 1 : a > b ? -1 : 0);
const ORDERS: Record<string, (a: TRow, b: TRow) => number> = {
  recent: (a, b) => desc(a.createdAt.getTime(), b.createdAt.getTime()) || desc(a.id, b.id),
  likes: (a, b) => desc(a.likeCount, b.likeCount) || ORDERS.recent!(a, b),
  price_desc: (a, b) => desc(a.priceInForcePaisa ?? -1, b.priceInForcePaisa ?? -1) || ORDERS.recent!(a, b),
  tracks_uploaded: (a, b) => desc(a.trackCount, b.trackCount) || desc(a.artistId, b.artistId) || ORDERS.recent!(a, b),
};

describe('keyset pages of the feed', () => {
  for (const sort of Object.keys(ORDERS)) {
    it(`${sort}: every visible track exactly once, in order, across pages of 9`, async () => {
      const cards = await walk(`/api/tracks?sort=${sort}`);
      const ids = cards.map((card) => card.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...visible].sort());
      const rows = await rowsOf(ids);
      const expected = [...ids].sort((a, b) => ORDERS[sort]!(rows.get(a)!, rows.get(b)!));
      expect(ids).toEqual(expected);
    });
  }

  it('relevance: ties of equal similarity page without duplicates or gaps', async () => {
    const ids = (await walk('/api/tracks?q=beat')).map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...visible].sort());
  });

  it('likes order within a genre (its own index) pages the same way', async () => {
    const ids = (await walk('/api/tracks?sort=likes&genre=Trap')).map((card) => card.id);
    expect([...ids].sort()).toEqual([...visible].sort());
  });

  it('refuses a cursor that is not one it made, or one of another order', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/tracks?sort=likes' })).json() as {
      nextCursor: string;
    };
    for (const url of [
      '/api/tracks?cursor=not-a-cursor',
      `/api/tracks?sort=recent&cursor=${first.nextCursor}`,
      `/api/tracks?cursor=${Buffer.from('["recent","x","y"]').toString('base64url')}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('This list has changed since it was loaded. Please reload the page.');
    }
  });
});

describe('home mode: the two latest tracks of each artist', () => {
  it('lists at most two per artist, the newest ones, and pages them', async () => {
    const cards = await walk('/api/tracks?home=1');
    const rows = await rowsOf(cards.map((card) => card.id));
    const byArtist = new Map<string, TRow[]>();
    for (const card of cards)
      byArtist.set(rows.get(card.id)!.artistId, [
        ...(byArtist.get(rows.get(card.id)!.artistId) ?? []),
        rows.get(card.id)!,
      ]);
    expect(byArtist.size).toBe(4);
    for (const [artistId, picked] of byArtist) {
      expect(picked).toHaveLength(2);
      const all = [...(await rowsOf(visible)).values()].filter((row) => row.artistId === artistId).sort(ORDERS.recent);
      expect(picked.map((row) => row.id).sort()).toEqual(
        all
          .slice(0, 2)
          .map((row) => row.id)
          .sort(),
      );
    }
  });

  it('moves the next track up when one of the two is hidden, and back when it returns', async () => {
    const [first] = await walk('/api/tracks?home=1');
    const artistId = (await rowsOf([first!.id])).get(first!.id)!.artistId;
    await t.ctx.database.db.update(tracks).set({ isHidden: true }).where(eq(tracks.id, first!.id));
    const hiddenOne = (await walk('/api/tracks?home=1')).map((card) => card.id);
    expect(hiddenOne).not.toContain(first!.id);
    expect(hiddenOne).toHaveLength(8);
    expect([...(await rowsOf(hiddenOne)).values()].filter((row) => row.artistId === artistId)).toHaveLength(2);
    await t.ctx.database.db.update(tracks).set({ isHidden: false }).where(eq(tracks.id, first!.id));
    expect((await walk('/api/tracks?home=1')).map((card) => card.id)).toContain(first!.id);
  });
});
