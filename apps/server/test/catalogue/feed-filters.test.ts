import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { purchases } from '../../src/db/schema/index';
import { createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertArtistProfile, insertReadyTracks, LEASE_1500, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let buyer: TestAccount;
const ids: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const exclusive = (npr: number) => ({
  ...LEASE_1500,
  kind: 'exclusive' as const,
  priceNpr: npr,
  leaseDays: null,
  streamCap: null,
});

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  const ram = await insertArtistProfile(t, 'DJ Ramesh');
  const sita = await insertArtistProfile(t, 'Sita Beats');
  const [nightDrive, himalaya, rain] = await insertReadyTracks(t, ram.id, [
    {
      title: 'Night Drive',
      createdAt: day(1),
      genre: 'Trap',
      bpm: 140,
      musicalKey: 'A minor',
      mood: 'Dark',
      tags: ['808', 'dark'],
    },
    {
      title: 'Himalaya Sunrise',
      createdAt: day(2),
      genre: 'Lo-Fi',
      bpm: 80,
      musicalKey: 'C major',
      mood: 'Chill',
      licences: [LEASE_1500, exclusive(40000)],
    },
    {
      title: 'Monsoon Rain',
      createdAt: day(3),
      genre: 'Lo-Fi',
      bpm: 85,
      mood: 'Sad',
      licences: [{ ...LEASE_1500, priceNpr: 900 }],
    },
  ]);
  const [drill] = await insertReadyTracks(t, sita.id, [
    {
      title: 'Kathmandu Drill',
      createdAt: day(4),
      genre: 'Drill',
      bpm: 145,
      tags: ['uk drill'],
      licences: [exclusive(15000)],
    },
  ]);
  Object.assign(ids, { nightDrive, himalaya, rain, drill });
  await t.ctx.database.db.insert(purchases).values([
    {
      buyerId: buyer.userId,
      trackId: drill!,
      artistId: sita.id,
      licenceKind: 'exclusive',
      priceNpr: 15000,
      amountPaisa: 1500001,
      referenceCode: 'BP-T1',
      status: 'pending',
    },
    {
      buyerId: buyer.userId,
      trackId: rain!,
      artistId: ram.id,
      licenceKind: 'lease',
      priceNpr: 900,
      amountPaisa: 90001,
      referenceCode: 'BP-T2',
      status: 'approved',
    },
    {
      buyerId: buyer.userId,
      trackId: himalaya!,
      artistId: ram.id,
      licenceKind: 'lease',
      priceNpr: 1500,
      amountPaisa: 150001,
      referenceCode: 'BP-T3',
      status: 'awaiting_payment',
    },
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function feed(query: string, cookie?: string): Promise<TFeedPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/tracks?${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TFeedPage;
}
const titles = async (query: string) => (await feed(query)).items.map((card) => card.title);

describe('feed filters', () => {
  it.each([
    ['genre=Lo-Fi', ['Monsoon Rain', 'Himalaya Sunrise']],
    ['bpmMin=82&bpmMax=141', ['Monsoon Rain', 'Night Drive']],
    ['key=A%20minor', ['Night Drive']],
    ['mood=Chill', ['Himalaya Sunrise']],
    ['priceMin=1000&priceMax=2000', ['Himalaya Sunrise', 'Night Drive']],
    ['licence=exclusive', ['Kathmandu Drill', 'Himalaya Sunrise']],
    ['licence=exclusive&priceMax=20000', ['Kathmandu Drill']],
    ['genre=Lo-Fi&sort=price_desc', ['Himalaya Sunrise', 'Monsoon Rain']],
  ])('%s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('searches title, artist and tags, forgiving typos, best match first', async () => {
    expect((await titles('q=nigt%20drve'))[0]).toBe('Night Drive');
    expect(await titles('q=ramesh')).toEqual(
      expect.arrayContaining(['Night Drive', 'Himalaya Sunrise', 'Monsoon Rain']),
    );
    expect(await titles('q=sita%20beats')).toEqual(['Kathmandu Drill']);
    expect(await titles('q=uk%20dril')).toEqual(['Kathmandu Drill']);
    expect(await titles('q=lofi%20jazz%20guitar%20xyz')).toEqual([]);
    expect(await titles('q=monsoon&sort=recent&genre=Lo-Fi')).toEqual(['Monsoon Rain']);
  });

  it('explains a bad filter with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tracks?bpmMin=150&bpmMax=90' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The lowest BPM cannot be above the highest.');
    expect((await t.app.inject({ method: 'GET', url: '/api/tracks?genre=Polka' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/tracks?sort=random' })).statusCode).toBe(400);
  });
});

describe('cards carry the viewer’s like and purchase in the same page', () => {
  it('shows Pending and Purchased only to that buyer, and no awaiting-payment label', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/tracks/${ids.nightDrive}/like`,
      headers: sameOrigin(t, buyer.cookie),
    });
    const mine = new Map((await feed('', buyer.cookie)).items.map((card) => [card.title, card]));
    expect(mine.get('Kathmandu Drill')).toMatchObject({
      purchaseStatus: 'pending',
      isLiked: false,
      lowestPriceNpr: 15000,
    });
    expect(mine.get('Monsoon Rain')).toMatchObject({ purchaseStatus: 'approved' });
    expect(mine.get('Himalaya Sunrise')).toMatchObject({ purchaseStatus: null });
    expect(mine.get('Night Drive')).toMatchObject({ isLiked: true, likeCount: 1, artistTrackCount: 3 });
    const visitor = (await feed('')).items;
    expect(visitor.every((card) => !card.isLiked && card.purchaseStatus === null)).toBe(true);
  });
});
