import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../apps/server/src/db/client';
import type { TBenchDb } from './parse-flags';

/** BENCH_DATABASE_NAME keeps two runs on one PostgreSQL server apart. */
export const BENCH_DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'beatpasal_bench';

export interface BenchDatabase {
  database: Database;
  /** The PostgreSQL URL of the bench database; undefined for PGlite. */
  url: string | undefined;
  close(): Promise<void>;
}

async function withAdmin(adminUrl: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database per run: its own PostgreSQL database next to the given one, or a PGlite
 * in a temporary directory on disk as the embedded default keeps it (an in-memory PGlite holds a
 * million tracks in the JavaScript heap and slows everything in the process, hello world too).
 */
export async function openBenchDatabase(
  kind: TBenchDb,
  postgresUrl: string | undefined,
  name = BENCH_DATABASE_NAME,
): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-bench-pglite-'));
    const pglite = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ pglite });
    return {
      database,
      url: undefined,
      async close() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error('PostgreSQL benchmark without a URL');
  await withAdmin(postgresUrl, [`drop database if exists ${name} with (force)`, `create database ${name}`]);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    database,
    url: url.toString(),
    async close() {
      await database.close();
      await withAdmin(postgresUrl, [`drop database if exists ${name} with (force)`]);
    },
  };
}
