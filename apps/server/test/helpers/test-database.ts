import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/db/client';
import { MIGRATIONS_FOLDER, migrateEmbedded } from '../../src/db/migrate';

export interface TestDatabase {
  /** PostgreSQL URL of a fresh database, or undefined on PGlite. */
  url?: string;
  /** A fresh, migrated PGlite (when not on PostgreSQL). */
  pglite?: PGlite;
  drop(): Promise<void>;
}

/** PGlite's own package.json: a new PGlite may not read an older one's data directory. */
const PGLITE_MANIFEST = path.join(
  createRequire(import.meta.url)
    .resolve('@electric-sql/pglite')
    .replace(/dist[/\\].*$/, ''),
  'package.json',
);

/**
 * A migrated PGlite data directory, made once per set of migrations and kept in the temp folder:
 * loading it takes a fraction of creating a PGlite and migrating it, which every test file would
 * otherwise do (docs/decisions/035-ci-time.md).
 */
async function migratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `beatpasal-pglite-template-${await migrationsDigest()}.tar`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new Blob([kept]);
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  await migrateEmbedded(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside and renamed, so a test file running alongside never reads half a template.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(PGLITE_MANIFEST));
  const folders = [MIGRATIONS_FOLDER, path.join(MIGRATIONS_FOLDER, 'meta')];
  for (const folder of folders) {
    for (const name of (await readdir(folder)).sort()) {
      if (name.endsWith('.sql') || name === '_journal.json')
        hash.update(name).update(await readFile(path.join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
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
    const pglite = await PGlite.create({ loadDataDir: await migratedTemplate(), extensions: PGLITE_EXTENSIONS });
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
