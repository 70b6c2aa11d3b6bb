import { inArray, sql } from 'drizzle-orm';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { tracks } from '../../src/db/schema/tracks';
import { REFRESH_SALE_PRICES_JOB } from '../../src/services/deals/refresh-sale-prices';
import { LEASE_1500 } from '../catalogue/catalogue-fixtures';
import type { TestApp } from '../helpers/test-app';

/** A lease at `npr`. */
export const price = (npr: number) => ({ ...LEASE_1500, priceNpr: npr });

export const HOUR = 3_600_000;
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** The feed as a visitor asks for it, its titles in order. */
export async function feedTitles(t: TestApp, query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/tracks?${query}` });
  if (res.statusCode !== 200) throw new Error(`feed: ${res.statusCode} ${res.body}`);
  return res.json<TFeedPage>().items.map((card) => card.title);
}

/**
 * The clock moves on by `ms`: every sale's window and every waiting job move back by as much, as if
 * the time had passed (the database's now() cannot be moved).
 */
export async function travel(t: TestApp, ms: number): Promise<void> {
  const by = sql`${ms}::integer * interval '1 millisecond'`;
  await t.ctx.database.db.execute(sql`update timed_sales set starts_at = starts_at - ${by}, ends_at = ends_at - ${by}`);
  await t.ctx.database.db.execute(sql`update jobs set run_at = run_at - ${by} where done_at is null`);
}

/** Runs the refresh jobs that are due, as the worker would; returns how many ran. */
export async function runDueRefreshes(t: TestApp): Promise<number> {
  let ran = 0;
  for (let batch = await t.ctx.worker.runOnce([REFRESH_SALE_PRICES_JOB]); batch > 0;) {
    ran += batch;
    batch = await t.ctx.worker.runOnce([REFRESH_SALE_PRICES_JOB]);
  }
  return ran;
}

/** The refresh jobs waiting for an artist, by when they are due. */
export async function waitingRefreshes(t: TestApp, artistId: string): Promise<string[]> {
  const { rows } = await t.ctx.database.db.execute(
    sql`select run_at from jobs where kind = ${REFRESH_SALE_PRICES_JOB} and done_at is null
      and payload->>'artistId' = ${artistId} order by run_at`,
  );
  return (rows as { run_at: string | Date }[]).map((row) => new Date(row.run_at).toISOString());
}

/** Each track's price in force in paisa, by id. */
export async function pricesInForce(t: TestApp, ids: readonly string[]): Promise<Record<string, number | null>> {
  const rows = await t.ctx.database.db
    .select({ id: tracks.id, paisa: tracks.priceInForcePaisa })
    .from(tracks)
    .where(inArray(tracks.id, [...ids]));
  return Object.fromEntries(rows.map((row) => [row.id, row.paisa]));
}
