import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './test-app';

/** Keys of every object in the disk store (its bookkeeping folders start with a dot). */
export async function storedKeys(t: TestApp): Promise<string[]> {
  const root = path.join(t.env.DATA_DIR, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !key.startsWith('.'))
    .sort();
}

export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.ctx.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
