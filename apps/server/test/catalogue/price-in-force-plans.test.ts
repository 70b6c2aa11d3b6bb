import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migratePostgres } from '../../src/db/migrate';
import { feedSource, type FeedFilters } from '../../src/db/repositories/feed-sources';
import { cardPageQuery, listCardPage } from '../../src/db/repositories/track-cards-repository';
import { refreshArtistSalePrices } from '../../src/services/deals/refresh-sale-prices';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { seedCatalogue } from '../../../../bench/seed-catalogue';

/** Enough tracks for the planner to prefer an index to reading the table and sorting it. */
const CATALOGUE = 5_000;

/**
 * Decision 095: the price order and the price filters read the price in force through the price
 * indexes (a walk of the index, a range of its first key), and keyset pages follow each other.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the price in force through its indexes on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await migratePostgres(testDb.url!);
    database = await openDatabase({ url: testDb.url, poolSize: 1 });
    await seedCatalogue(database, CATALOGUE);
    const [artist] = (await database.db.execute(sql`select id from profiles where role = 'artist' limit 1`)).rows as {
      id: string;
    }[];
    await database.db.execute(sql`insert into timed_sales (artist_id, percent_off, starts_at, ends_at)
      values (${artist!.id}, 50, now() - interval '1 day', now() + interval '1 day')`);
    await database.db.transaction((tx) => refreshArtistSalePrices(tx, artist!.id));
    await database.db.execute(sql`analyze tracks`);
  }, 300_000);

  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  const plan = async (filters: FeedFilters, after: string[] | null = null) => {
    const { rows } = await database.db.execute(
      sql`explain ${cardPageQuery(feedSource('price_desc', filters), { after, limit: 24 })}`,
    );
    return (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
  };

  it.each([
    ['the feed', { home: false }, 'tracks_feed_price_idx'],
    ['the home feed', { home: true }, 'tracks_home_price_idx'],
    ['a highest price', { home: false, priceMax: 1500 }, 'tracks_feed_price_idx'],
    ['a price range', { home: false, priceMin: 1000, priceMax: 2000 }, 'tracks_feed_price_idx'],
  ])('orders %s by price through its index', async (_, filters, index) => {
    // The page's rows come off the index in order, a limit straight over its scan; only those rows are sorted again.
    const walked = new RegExp(`Limit[^\\n]*\\n\\s*->\\s+Index (Only )?Scan using ${index}`);
    const cursor = ['150000', '2026-01-01T00:00:00.000000Z', 'ffffffff-ffff-4fff-bfff-ffffffffffff'];
    for (const explained of [await plan(filters), await plan(filters, cursor)]) {
      expect(explained).toMatch(walked);
      expect(explained).not.toContain('Seq Scan on tracks');
    }
  });

  it('pages through the price order without a gap or a repeat, sale prices in their place', async () => {
    const seen: number[] = [];
    const ids = new Set<string>();
    let after: string[] | null = null;
    do {
      const page = await listCardPage(database.db, feedSource('price_desc', { home: false, priceMax: 1500 }), {
        after,
        limit: 500,
      });
      for (const row of page.rows) ids.add(row.id);
      seen.push(...page.rows.map((row) => Number(JSON.parse(row.cursor_keys)[0])));
      after = page.nextKeys;
    } while (after);
    const { rows } = await database.db.execute(sql`select count(*)::int as n from tracks
      where not is_hidden and status = 'ready' and price_in_force_paisa between 0 and 150000`);
    expect(ids.size).toBe((rows[0] as { n: number }).n);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    // The artist on sale has tracks at half of a price no list price has (the seed's prices are 1,000 to 4,000).
    expect(seen.some((paisa) => paisa < 100000)).toBe(true);
  });
});
