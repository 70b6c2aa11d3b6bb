import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { jobs } from '../../src/db/schema/infra';
import { DELETE_FILES_JOB } from '../../src/jobs/handlers/delete-files';
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

const queuedDeletion = and(eq(jobs.kind, DELETE_FILES_JOB), isNull(jobs.doneAt), isNull(jobs.deadAt));

/** Keys that a queued `files.delete` job, not yet due, will remove. */
export async function keysAwaitingDeletion(t: TestApp): Promise<string[]> {
  const rows = await t.ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(queuedDeletion, gt(jobs.runAt, sql`now()`)));
  return rows.flatMap((row) => row.payload.keys as string[]).sort();
}

/** As if FILE_DELETE_DELAY_MS had passed: every queued file deletion is made due and run by the app's worker. */
export async function runFileDeletions(t: TestApp): Promise<void> {
  await t.ctx.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(queuedDeletion);
  while ((await t.ctx.worker.runOnce([DELETE_FILES_JOB])) > 0);
}
