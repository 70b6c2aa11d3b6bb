import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { REFRESH_SALE_PRICES_JOB, refreshArtistInOwnTransaction } from '../../src/services/deals/refresh-sale-prices';
import {
  nextRepairAt,
  REPAIR_SALE_PRICES_JOB,
  scheduleSalePriceRepair,
} from '../../src/services/deals/repair-sale-prices';
import { insertArtistProfile, insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { createArtist, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createSale, dealsCall } from './deal-fixtures';
import {
  feedTitles,
  HOUR,
  inHours,
  pricesInForce,
  runDueRefreshes,
  travel,
  waitingRefreshes,
  price,
} from './price-in-force-fixtures';

/**
 * Decision 095: the feed's price order and price filters follow a timed sale as the clock starts and
 * ends it, through the refresh jobs at each bound and the repair sweep behind them.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const refresher = () => ({ database: t.ctx.database, events: t.ctx.events });

async function artistWith(bpm: number, prices: Record<string, number>): Promise<[TestAccount, ...string[]]> {
  const artist = await createArtist(t);
  const specs = Object.entries(prices).map(([title, npr]) => ({ title, bpm, licences: [price(npr)] }));
  return [artist, ...(await insertReadyTracks(t, artist.userId, specs))];
}

describe('the price order and filters follow a sale by the clock', () => {
  it('a sale starting moves a track down the order and into a highest-price filter; its end moves it back', async () => {
    const [artist, dawn] = await artistWith(101, { Dawn: 1500, Dusk: 1300 });
    const other = await insertArtistProfile(t, 'Other Artist');
    await insertReadyTracks(t, other.id, [{ title: 'Other', bpm: 101, licences: [price(1400)] }]);
    const sorted = () => feedTitles(t, 'bpmMin=101&bpmMax=101&sort=price_desc');
    const upTo1300 = () => feedTitles(t, 'bpmMin=101&bpmMax=101&sort=price_desc&priceMax=1300');
    expect(await sorted()).toEqual(['Dawn', 'Other', 'Dusk']);
    expect(await upTo1300()).toEqual(['Dusk']);

    const [startsAt, endsAt] = [inHours(1), inHours(2)];
    await createSale(t, artist, { percentOff: 20, trackIds: [dawn!], startsAt, endsAt });
    expect(await waitingRefreshes(t, artist.userId)).toEqual([startsAt, endsAt]);
    expect(await sorted()).toEqual(['Dawn', 'Other', 'Dusk']);

    await travel(t, HOUR + 1000);
    await runDueRefreshes(t);
    expect(await sorted()).toEqual(['Other', 'Dusk', 'Dawn']);
    expect(await upTo1300()).toEqual(['Dusk', 'Dawn']);
    // The card shows the price the order put it at.
    const cards = await t.app.inject({ url: `/api/artists/${artist.username}/tracks` });
    const card = cards.json<TFeedPage>().items.find((item) => item.id === dawn)!;
    expect(card.sale?.lowestPaisa).toBe(120000);
    expect((await pricesInForce(t, [dawn!]))[dawn!]).toBe(120000);

    await travel(t, HOUR);
    await runDueRefreshes(t);
    expect(await sorted()).toEqual(['Dawn', 'Other', 'Dusk']);
    expect(await upTo1300()).toEqual(['Dusk']);
    expect(await waitingRefreshes(t, artist.userId)).toEqual([]);
  });

  it('an edited sale: the jobs of its old window change nothing, those of the new one move the price', async () => {
    const [artist] = await artistWith(102, { Solo: 1000 });
    const upTo800 = () => feedTitles(t, 'bpmMin=102&bpmMax=102&priceMax=800');
    const id = await createSale(t, artist, { percentOff: 30, startsAt: inHours(1), endsAt: inHours(2) });
    const later = { percentOff: 30, trackIds: null, startsAt: inHours(3), endsAt: inHours(4) };
    expect((await dealsCall(t, 'PUT', `/sales/${id}`, artist, later)).statusCode).toBe(200);
    expect(await waitingRefreshes(t, artist.userId)).toHaveLength(4);

    await travel(t, HOUR + 1000);
    await runDueRefreshes(t);
    expect(await upTo800()).toEqual([]);
    await travel(t, 2 * HOUR);
    await runDueRefreshes(t);
    expect(await upTo800()).toEqual(['Solo']);

    // Changed to 10 % while on: the write itself moves the price (900 is above 800).
    const { rows } = await t.ctx.database.db.execute(sql`select starts_at, ends_at from timed_sales where id = ${id}`);
    const window = rows[0] as { starts_at: Date | string; ends_at: Date | string };
    const smaller = {
      percentOff: 10,
      trackIds: null,
      startsAt: new Date(window.starts_at).toISOString(),
      endsAt: new Date(window.ends_at).toISOString(),
    };
    expect((await dealsCall(t, 'PUT', `/sales/${id}`, artist, smaller)).statusCode).toBe(200);
    expect(await upTo800()).toEqual([]);
    expect((await dealsCall(t, 'DELETE', `/sales/${id}`, artist)).statusCode).toBe(200);
    expect(await feedTitles(t, 'bpmMin=102&bpmMax=102&priceMax=999')).toEqual([]);
  });

  it('overlapping sales: the best one on wins, and the next best takes over when it ends', async () => {
    const [artist, high, low] = await artistWith(103, { High: 1500, Low: 1300 });
    await createSale(t, artist, { percentOff: 10, startsAt: inHours(-1), endsAt: inHours(2) });
    await createSale(t, artist, { percentOff: 40, trackIds: [high!], startsAt: inHours(-1), endsAt: inHours(1) });
    expect(await pricesInForce(t, [high!, low!])).toEqual({ [high!]: 90000, [low!]: 117000 });
    expect(await feedTitles(t, 'bpmMin=103&bpmMax=103&sort=price_desc')).toEqual(['Low', 'High']);

    await travel(t, HOUR + 1000);
    await runDueRefreshes(t);
    expect(await pricesInForce(t, [high!, low!])).toEqual({ [high!]: 135000, [low!]: 117000 });
    expect(await feedTitles(t, 'bpmMin=103&bpmMax=103&sort=price_desc')).toEqual(['High', 'Low']);
    await travel(t, HOUR);
    await runDueRefreshes(t);
    expect(await pricesInForce(t, [high!, low!])).toEqual({ [high!]: 150000, [low!]: 130000 });
  });

  it('a refresh run late finds the prices the clock says now, and run twice changes nothing', async () => {
    const [artist, track] = await artistWith(104, { Late: 2000 });
    await createSale(t, artist, { percentOff: 50, startsAt: inHours(1), endsAt: inHours(2) });
    await travel(t, HOUR + 1000);
    expect(await refreshArtistInOwnTransaction(refresher(), artist.userId)).toBe(1);
    expect(await refreshArtistInOwnTransaction(refresher(), artist.userId)).toBe(0);
    expect((await pricesInForce(t, [track!]))[track!]).toBe(100000);
    // The start's job, due an hour ago, runs after the end too: both find the sale over.
    await travel(t, 2 * HOUR);
    await runDueRefreshes(t);
    expect((await pricesInForce(t, [track!]))[track!]).toBe(200000);
  });
});

describe('the repair sweep', () => {
  const sweep = async (key: string) => {
    await scheduleSalePriceRepair(t.ctx.database.db, new Date(), key);
    expect(await t.ctx.worker.runOnce([REPAIR_SALE_PRICES_JOB])).toBeGreaterThanOrEqual(1);
  };

  it('puts right what lost jobs left wrong, at the start and the end of a sale, and schedules the next sweep', async () => {
    const [artist, track] = await artistWith(105, { Lost: 2000 });
    await createSale(t, artist, { percentOff: 25, startsAt: inHours(1), endsAt: inHours(2) });
    const lose = () =>
      t.ctx.database.db.execute(
        sql`delete from jobs where kind = ${REFRESH_SALE_PRICES_JOB} and payload->>'artistId' = ${artist.userId}`,
      );
    await lose();
    await travel(t, HOUR + 1000);
    expect((await pricesInForce(t, [track!]))[track!]).toBe(200000);
    const slots = [nextRepairAt(new Date())];
    await sweep('test-start');
    slots.push(nextRepairAt(new Date()));
    expect((await pricesInForce(t, [track!]))[track!]).toBe(150000);
    expect(await feedTitles(t, 'bpmMin=105&bpmMax=105&priceMax=1500')).toEqual(['Lost']);
    const { rows } = await t.ctx.database.db.execute(
      sql`select run_at from jobs where kind = ${REPAIR_SALE_PRICES_JOB} and done_at is null`,
    );
    expect(slots.map((slot) => slot.toISOString())).toContain(
      new Date((rows[0] as { run_at: string }).run_at).toISOString(),
    );

    await travel(t, 2 * HOUR);
    await sweep('test-end');
    expect((await pricesInForce(t, [track!]))[track!]).toBe(200000);
    expect(await feedTitles(t, 'bpmMin=105&bpmMax=105&priceMax=1500')).toEqual([]);
  });
});
