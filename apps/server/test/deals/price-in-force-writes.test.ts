import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCart } from '@beatpasal/shared/pricing/price-cart';
import { tracks } from '../../src/db/schema/tracks';
import {
  insertArtistProfile,
  insertReadyTracks,
  SETUP_TIMEOUT_MS,
  uploadTestTrack,
} from '../catalogue/catalogue-fixtures';
import { createAdmin, createArtist, sameOrigin } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createSale, WEEK_SALE } from './deal-fixtures';
import { feedTitles, inHours, price, pricesInForce } from './price-in-force-fixtures';

/** Decision 095: every write that moves a price in force moves it in the same transaction. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const exclusive = (npr: number) => ({ ...price(npr), kind: 'exclusive' as const, leaseDays: null, streamCap: null });
const percentOf = async (id: string) =>
  (await t.ctx.database.db.select({ p: tracks.salePercentInForce }).from(tracks).where(eq(tracks.id, id)))[0]!.p;

describe('writes during a sale', () => {
  it('a licence price edited during a sale moves the price in force with it, per licence too', async () => {
    const artist = await createArtist(t);
    const [track] = await insertReadyTracks(t, artist.userId, [
      { title: 'Edited', bpm: 111, licences: [price(1500), exclusive(40000)] },
    ]);
    await createSale(t, artist, { percentOff: 20 });
    expect((await pricesInForce(t, [track!]))[track!]).toBe(120000);
    expect(await feedTitles(t, 'bpmMin=111&bpmMax=111&licence=exclusive&priceMax=32000')).toEqual(['Edited']);
    expect(await feedTitles(t, 'bpmMin=111&bpmMax=111&licence=exclusive&priceMax=31999')).toEqual([]);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/tracks/${track}`,
      headers: sameOrigin(t, artist.cookie),
      payload: { licences: [price(1000), exclusive(40000)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pricesInForce(t, [track!]))[track!]).toBe(80000);
    expect(await feedTitles(t, 'bpmMin=111&bpmMax=111&priceMin=800&priceMax=800')).toEqual(['Edited']);
  });

  it('a track uploaded while a store-wide sale is on is on sale from its first row', async () => {
    const artist = await createArtist(t);
    await createSale(t, artist, { percentOff: 15 });
    const id = await uploadTestTrack(t, artist, { title: 'Fresh' });
    expect(await percentOf(id)).toBe(15);
    expect((await pricesInForce(t, [id]))[id]).toBe(127500);
  });

  it('sales written at the same moment leave the best of them in force', async () => {
    const artist = await createArtist(t);
    const [track] = await insertReadyTracks(t, artist.userId, [{ title: 'Raced', bpm: 112 }]);
    await Promise.all([10, 35, 20].map((percentOff) => createSale(t, artist, { percentOff })));
    expect(await percentOf(track!)).toBe(35);
  });

  it('a suspended artist’s tracks stay out of the price order and filters, sale or not', async () => {
    const [admin, artist] = await Promise.all([createAdmin(t), createArtist(t)]);
    await insertReadyTracks(t, artist.userId, [{ title: 'Hidden', bpm: 113, licences: [price(1000)] }]);
    await createSale(t, artist, { percentOff: 50, startsAt: inHours(-1) });
    expect(await feedTitles(t, 'bpmMin=113&bpmMax=113&sort=price_desc&priceMax=500')).toEqual(['Hidden']);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${artist.userId}/suspend`,
      headers: sameOrigin(t, admin.cookie),
      payload: { reason: 'Selling copied beats.' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(await feedTitles(t, 'bpmMin=113&bpmMax=113&sort=price_desc&priceMax=500')).toEqual([]);
    expect(await feedTitles(t, 'bpmMin=113&bpmMax=113&sort=price_desc&home=1')).toEqual([]);
  });
});

describe('the price in force and priceCart agree to the paisa', () => {
  it.each([
    [1, 1],
    [1, 99],
    [7, 50],
    [999, 15],
    [1499, 33],
    [1500, 100],
    [10_000_000, 99],
  ])('NPR %i at %i percent off', async (listPriceNpr, percentOff) => {
    const artist = await insertArtistProfile(t);
    const [track] = await insertReadyTracks(t, artist.id, [{ licences: [price(listPriceNpr)] }]);
    await t.ctx.database.db.execute(sql`update tracks set sale_percent_in_force = ${percentOff} where id = ${track}`);
    const sale = { percentOff, startsAt: new Date(WEEK_SALE.startsAt), endsAt: new Date(WEEK_SALE.endsAt) };
    const priced = priceCart({
      at: new Date(),
      sales: [sale],
      items: [{ id: 'x', trackId: track!, licenceKind: 'lease', listPriceNpr }],
    });
    expect((await pricesInForce(t, [track!]))[track!]).toBe(priced.totalPaisa);
  });
});
