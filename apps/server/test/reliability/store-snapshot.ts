import { sql } from 'drizzle-orm';
import { storedKeys } from '../helpers/stored-files';
import type { TestApp } from '../helpers/test-app';

/** A refused sign-in must count towards its limit: the one table a refused request may change. */
const MAY_CHANGE_WHEN_REFUSED = new Set(['rate_limits']);
/** The catalogue of tables is read once per app: a request cannot add a table, and the full profile snapshots ~100,000 times. */
const countQueries = new WeakMap<TestApp, Promise<string>>();

async function countQuery(t: TestApp): Promise<string> {
  const result = await t.ctx.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = result.rows.map((row) => row.table_name).filter((name) => !MAY_CHANGE_WHEN_REFUSED.has(name));
  return `select ${tables.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(', ')}`;
}

/** Row counts of every table and the keys of every stored file, to compare around a refused request. */
export async function storeSnapshot(t: TestApp): Promise<string> {
  if (!countQueries.has(t)) countQueries.set(t, countQuery(t));
  const counts = await t.ctx.database.db.execute<Record<string, number>>(sql.raw(await countQueries.get(t)!));
  return JSON.stringify({ rows: counts.rows[0], files: await storedKeys(t) });
}
