import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/db/client';
import { migrateEmbedded } from '../../src/db/migrate';

export interface TestDatabase {
  /** PostgreSQL URL of a fresh database, or undefined on PGlite. */
  url?: string;
  /** A fresh, migrated PGlite (when not on PostgreSQL). */
  pglite?: PGlite;
  drop(): Promise<void>;
}

let template: Promise<PGlite> | undefined;

/** One migrated PGlite per test worker; every test file gets a clone of it. */
function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    await migrateEmbedded(client);
    return client;
  })();
  return template;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh database per test file: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const pglite = (await (await migratedTemplate()).clone()) as PGlite;
    return { pglite, drop: async () => (pglite.closed ? undefined : pglite.close()) };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(baseUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
