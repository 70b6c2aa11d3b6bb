import { openDatabase, type Database } from '../../src/db/client';
import { createTestDatabase } from '../helpers/test-database';

export interface FreshDatabase {
  database: Database;
  /** Another instance's connection to the same database (on PGlite, which has one connection, the same handle). */
  connectAgain(): Promise<Database>;
  close(): Promise<void>;
}

/** A migrated database of its own: a PGlite clone, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openFreshDatabase(): Promise<FreshDatabase> {
  const testDb = await createTestDatabase();
  const { url } = testDb;
  const database = await openDatabase(url ? { url, poolSize: 8 } : { pglite: testDb.pglite });
  if (url) await database.migrate();
  const others: Database[] = [];
  return {
    database,
    async connectAgain() {
      if (!url) return database;
      const other = await openDatabase({ url, poolSize: 8 });
      others.push(other);
      return other;
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await database.close();
      if (url) await testDb.drop();
    },
  };
}
