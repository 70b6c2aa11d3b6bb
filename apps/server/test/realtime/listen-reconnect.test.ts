import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('LISTEN connection on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({ url: testDb.url, poolSize: 2 });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('reconnects and keeps delivering after the server drops it', async () => {
    const received: string[] = [];
    await database.listen('reconnect_test', (payload) => received.push(payload));
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`,
    );
    await expect
      .poll(
        async () => {
          await database.db.execute(sql`select pg_notify('reconnect_test', 'after')`);
          return received.includes('after');
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);
  });
});
