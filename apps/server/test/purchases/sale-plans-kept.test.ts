import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASES_PAGE_SIZE } from '@beatpasal/shared/schemas/purchases';
import { openDatabase, type Database } from '../../src/db/client';
import { migratePostgres } from '../../src/db/migrate';
import { listArtistSales, listBuyerPurchases } from '../../src/db/repositories/purchase-pages-repository';
import type { TSaleStatus } from '../../src/db/repositories/purchases-repository';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { seedCatalogue } from '../../../../bench/seed-catalogue';
import { seedPurchases } from '../../../../bench/seed-purchases';
import { BENCH_ARTIST_ID, BENCH_BUYER_ID } from '../../../../bench/seed-sql';

const CATALOGUE = 5_000;
/** A fifth are the first artist's: the most common artist in the statistics, as a busy seller is. */
const PURCHASES = 20_000;
/** More runs than PostgreSQL makes plans for the values before it weighs keeping one (five). */
const RUNS = 8;
/** Every filter of the Sales page: all sales, open, approved, rejected or closed. */
const FILTERS: (readonly TSaleStatus[] | null)[] = [null, ['pending'], ['approved'], ['rejected', 'closed']];
const LIMIT = PURCHASES_PAGE_SIZE + 1;

type TKept = { name: string; statement: string; generic_plans: number; custom_plans: number; parameter_types: string };

/**
 * Decision 102: each page of an artist's sales is a named statement that PostgreSQL plans a few
 * times per connection and then keeps, for the artist with the most sales as for one with few, and
 * the kept plan walks the artist's keyset index (reading the index alone) whichever state is asked.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the sales pages keep one plan on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database;
  let after: [string, string];
  let buyerAfter: [string, string];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await migratePostgres(testDb.url!);
    database = await openDatabase({ url: testDb.url, poolSize: 1 });
    await seedCatalogue(database, CATALOGUE);
    await seedPurchases(database, PURCHASES);
    const firstPage = await listArtistSales(database.db, BENCH_ARTIST_ID, null, { after: null, limit: LIMIT });
    const last = firstPage[PURCHASES_PAGE_SIZE - 1]!;
    after = [last.cursorAt, last.purchase.id];
    const bought = (await listBuyerPurchases(database.db, BENCH_BUYER_ID, { after: null, limit: LIMIT }))[
      PURCHASES_PAGE_SIZE - 1
    ]!;
    buyerAfter = [bought.cursorAt, bought.purchase.id];
  });

  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  const keptStatements = async () =>
    (
      await database.db.execute(sql`select name, statement, generic_plans::int, custom_plans::int, parameter_types::text
        from pg_prepared_statements where statement like '%"users"."email"%'`)
    ).rows as TKept[];

  it("plans every filter's first and later pages, and the buyer's, at most five times on a connection", async () => {
    const [small] = (
      await database.db.execute(sql`select artist_id from purchases where status = 'approved'
        group by artist_id order by count(*), artist_id limit 1`)
    ).rows as { artist_id: string }[];
    // One artist at a time: whether PostgreSQL keeps a plan depends on the plans it made for the values.
    for (const artist of [BENCH_ARTIST_ID, small!.artist_id]) {
      for (let run = 0; run < RUNS; run++) {
        for (const statuses of FILTERS) {
          await listArtistSales(database.db, artist, statuses, { after: null, limit: LIMIT });
          await listArtistSales(database.db, artist, statuses, { after, limit: LIMIT });
        }
      }
    }
    for (let run = 0; run < RUNS; run++) {
      await listBuyerPurchases(database.db, BENCH_BUYER_ID, { after: null, limit: LIMIT });
      await listBuyerPurchases(database.db, BENCH_BUYER_ID, { after: buyerAfter, limit: LIMIT });
    }
    const kept = await keptStatements();
    expect(kept).toHaveLength(FILTERS.length * 2 + 2);
    for (const row of kept) {
      expect(row.custom_plans, row.name).toBeLessThanOrEqual(5);
      expect(row.generic_plans, row.name).toBeGreaterThanOrEqual(RUNS - 5);
    }
  });

  it("walks the artist's or the buyer's index alone in every kept plan, with no sort below the page", async () => {
    for (const { name, statement, parameter_types } of await keptStatements()) {
      // Each placeholder is a parameter wherever it occurs: the owner (text) and the cursor's time and id.
      const [owner, [at, id]] = statement.includes('"buyer_id" =')
        ? [BENCH_BUYER_ID, buyerAfter]
        : [BENCH_ARTIST_ID, after];
      const byType: Record<string, string> = { text: owner, 'timestamp with time zone': at, uuid: id };
      const types = parameter_types.replace(/[{}"]/g, '').split(',');
      const values = sql.join(
        types.map((type) => sql`${byType[type]}`),
        sql`, `,
      );
      const { rows } = await database.db.execute(
        sql`explain (costs off) execute ${sql.identifier(name)}(${values.inlineParams()})`,
      );
      const plan = (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
      expect(plan, name).toMatch(
        /Index Only Scan using purchases_(artist_sales|artist_status_recent|buyer_recent)_idx/,
      );
      expect(plan, name).not.toMatch(/->\s+Sort\b|Bitmap|Seq Scan on purchases/);
    }
  });
});
