import { sql } from 'drizzle-orm';
import { storedKeys } from '../helpers/stored-files';
import type { TestApp } from '../helpers/test-app';

/** A refused sign-in must count towards its limit: the one table a refused request may change. */
const MAY_CHANGE_WHEN_REFUSED = new Set(['rate_limits']);

/** Row counts of every table and the keys of every stored file, to compare around a refused request. */
export async function storeSnapshot(t: TestApp): Promise<string> {
  const result = await t.ctx.database.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const tables = result.rows.map((row) => row.table_name).filter((name) => !MAY_CHANGE_WHEN_REFUSED.has(name));
  const counts = await t.ctx.database.db.execute<Record<string, number>>(
    sql.raw(`select ${tables.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(', ')}`),
  );
  return JSON.stringify({ rows: counts.rows[0], files: await storedKeys(t) });
}
