import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PAGE_SIZE } from '@beatpasal/shared/constants';
import { FEED_ORDERS } from '@beatpasal/shared/schemas/catalogue-api';
import { openDatabase, type Database } from '../../src/db/client';
import { migratePostgres } from '../../src/db/migrate';
import { artistTracksSource, feedSource } from '../../src/db/repositories/feed-sources';
import { followingFeedSource } from '../../src/db/repositories/following-feed-repository';
import { cardPageQuery, listCardPage } from '../../src/db/repositories/track-cards-repository';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { seedCatalogue } from '../../../../bench/seed-catalogue';

/** Enough tracks for the statistics to tell a plan for the values from a kept one. */
const CATALOGUE = 20_000;
/** More runs than PostgreSQL makes plans for the values before it weighs keeping one (five). */
const RUNS = 8;

/**
 * Decision 052: the card lists are named statements whose texts fix everything their plan depends
 * on, so PostgreSQL keeps one plan for each instead of planning every run again; the dictionary
 * lookup inside a search keeps its plan too. On one pooled connection, where PostgreSQL counts
 * how each prepared statement was planned.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('card lists keep one plan on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await migratePostgres(testDb.url!);
    database = await openDatabase({ url: testDb.url, poolSize: 1 });
    await seedCatalogue(database, CATALOGUE);
  });

  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('plans the feed in every order, the home feed, a genre, an artist page and a one-word search once each', async () => {
    const [artist] = (
      await database.db.execute(sql`select id from profiles where role = 'artist' order by track_count desc limit 1`)
    ).rows as { id: string }[];
    const sources = [
      // Relevance without a search is the newest first: the same statement as 'recent'.
      ...FEED_ORDERS.filter((order) => order !== 'relevance').map((order) => feedSource(order, { home: false })),
      feedSource('recent', { home: true }),
      feedSource('recent', { home: false, genre: 'Trap' }),
      artistTracksSource(artist!.id, 'home'),
      feedSource('relevance', { home: false, q: 'himalyan' }),
    ];
    for (let run = 0; run < RUNS; run++) {
      for (const source of sources) await listCardPage(database.db, source, { after: null, limit: 24 });
    }
    const { rows } = await database.db.execute(
      sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'n\\_%'`,
    );
    expect(rows).toHaveLength(sources.length);
    for (const row of rows as { name: string; generic_plans: number; custom_plans: number }[]) {
      expect(row.custom_plans, row.name).toBeLessThanOrEqual(5);
      expect(row.generic_plans, row.name).toBe(RUNS - row.custom_plans);
    }
  });

  it("keeps the Following page's plan for a person who follows many artists (decision 100)", async () => {
    const [heavy] = (await database.db.execute(sql`select id from profiles order by id limit 1`)).rows as {
      id: string;
    }[];
    // One feed of 5,000 tracks among 10,000 feeds of a page each: the skew of a real following (the
    // followers' profiles are left out, as the catalogue's seed leaves its checks out).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into following_feed_items (follower_id, published_at, track_id, artist_id)
        select ${heavy!.id}, t.created_at, t.id, t.artist_id from tracks t order by t.created_at desc limit 5000`);
      await tx.execute(sql`insert into following_feed_items (follower_id, published_at, track_id, artist_id)
        select 'follower-' || n, t.created_at, t.id, t.artist_id
        from generate_series(1, 10000) n
        cross join lateral (select id, created_at, artist_id from tracks order by created_at desc limit ${FEED_PAGE_SIZE}) t`);
    });
    await database.db.execute(sql`analyze following_feed_items`);
    const source = followingFeedSource(heavy!.id);
    for (let run = 0; run < RUNS; run++)
      await listCardPage(database.db, source, { after: null, limit: FEED_PAGE_SIZE });
    const { rows } = await database.db.execute(
      sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%following_feed_items f%'`,
    );
    expect(rows).toEqual([{ generic_plans: RUNS - 5, custom_plans: 5 }]);
  });

  it('keeps the dictionary lookup plan whatever words it is given', async () => {
    const { rows } = await database.db.execute(
      sql`select proconfig from pg_proc where proname = 'search_word_matches'`,
    );
    expect(rows).toEqual([{ proconfig: ['plan_cache_mode=force_generic_plan'] }]);
  });

  it('asks whether a card has a negotiable licence through the index of negotiable licences (decision 059)', async () => {
    const { rows } = await database.db.execute(
      sql`explain ${cardPageQuery(feedSource('recent', { home: false }), { after: null, limit: 24 })}`,
    );
    const plan = (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('track_licences_negotiable_idx');
  });
});
