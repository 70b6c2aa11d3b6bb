import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { executeNamed } from '../../src/db/repositories/execute-named';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * Named statements on one pooled connection, so every run after the first reuses what PostgreSQL
 * parsed: each run binds its own values, and two texts never meet under one name.
 */
describe('named statements', () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({ url: testDb.url, pglite: testDb.pglite, poolSize: 1 });
  });

  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  const double = (value: number) => sql`select ${value}::int * 2 as n`;

  it('binds each run its own values', async () => {
    for (const value of [1, 2, 3]) expect(await executeNamed(database.db, double(value))).toEqual([{ n: value * 2 }]);
  });

  it('keeps two texts apart, also inside a transaction', async () => {
    const triple = (value: number) => sql`select ${value}::int * 3 as n`;
    expect(await executeNamed(database.db, triple(2))).toEqual([{ n: 6 }]);
    const inside = await database.db.transaction(async (tx) => [
      await executeNamed(tx, double(5)),
      await executeNamed(tx, triple(5)),
    ]);
    expect(inside).toEqual([[{ n: 10 }], [{ n: 15 }]]);
  });

  it('runs again after a run of the same text failed', async () => {
    const divide = (value: number) => sql`select 10 / ${value}::int as n`;
    await expect(executeNamed(database.db, divide(0))).rejects.toThrow();
    expect(await executeNamed(database.db, divide(5))).toEqual([{ n: 2 }]);
  });
});
