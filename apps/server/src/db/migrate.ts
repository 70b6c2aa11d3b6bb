import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SERVER_ROOT } from '../server-root';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');

/** Any number of instances may start at once; an advisory lock lets one migrate while the rest wait. */
const MIGRATION_LOCK = 7_301_115;

/** What a migration run did, for the start-up log (issue 32: say what was applied and whether we waited). */
export interface TMigrationReport {
  applied: string[];
  /** Migrations the database has now. */
  total: number;
  /** How long another instance's migrations held the lock; null when it was free (or PGlite). */
  waitedForLockMs: number | null;
}

/** The slice of a pino logger the migrations write to. */
export interface MigrationLog {
  info(details: object, message: string): void;
}

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

function journalTags(): Array<{ tag: string; when: number }> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries;
}

/** The migrations drizzle's migrator is about to apply: those newer than the last one recorded. */
async function pendingMigrations(query: Query): Promise<{ pending: string[]; total: number }> {
  const entries = journalTags();
  const [table] = (await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`)).rows;
  const last = table?.exists
    ? (await query('select max(created_at) as last from drizzle.__drizzle_migrations')).rows[0]?.last
    : null;
  const lastWhen = last === null || last === undefined ? -Infinity : Number(last);
  return { pending: entries.filter((entry) => entry.when > lastWhen).map((entry) => entry.tag), total: entries.length };
}

function logReport(log: MigrationLog | undefined, report: TMigrationReport): void {
  if (!log) return;
  const waited =
    report.waitedForLockMs === null
      ? ''
      : `, after waiting ${report.waitedForLockMs} ms for another instance's migrations`;
  if (report.applied.length > 0) {
    log.info(report, `applied ${report.applied.length} migration(s): ${report.applied.join(', ')}${waited}`);
  } else {
    log.info(report, `database schema up to date (${report.total} migrations)${waited}`);
  }
}

export async function migratePostgres(url: string, log?: MigrationLog): Promise<TMigrationReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let waitedForLockMs: number | null = null;
    const [free] = (
      await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK])
    ).rows;
    if (!free?.locked) {
      log?.info({ lock: MIGRATION_LOCK }, 'another instance is applying migrations: waiting for its lock');
      const started = performance.now();
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      waitedForLockMs = Math.round(performance.now() - started);
    }
    const { pending, total } = await pendingMigrations((text, values) => client.query(text, values));
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const report = { applied: pending, total, waitedForLockMs };
    logReport(log, report);
    return report;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export async function migrateEmbedded(client: PGlite, log?: MigrationLog): Promise<TMigrationReport> {
  const { pending, total } = await pendingMigrations((text, values) => client.query(text, values));
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const report = { applied: pending, total, waitedForLockMs: null };
  logReport(log, report);
  return report;
}
