import { sql } from 'drizzle-orm';
import type { Queryable } from '../client';

/**
 * tracks.sale_percent_in_force, from which the price in force follows (decision 095). The best sale
 * on wins, as `saleOn` picks it; a sale is on from `starts_at` (inclusive) to `ends_at` (exclusive).
 */

/**
 * Serialises the writers of one artist's percents until the transaction ends. The statement after
 * it reads the sales committed meanwhile: without the lock, a writer that read the sales before
 * another's sale committed could write its stale percent over the newer one.
 */
export async function lockArtistSalePercents(q: Queryable, artistId: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sale-percents|${artistId}`}, 0))`);
}

/**
 * Sets each of the artist's tracks (or only `trackIds`) to the best percent on at this statement's
 * start, writing only the rows that change; returns how many did. Run twice, the second writes nothing.
 */
export async function refreshSalePercents(
  q: Queryable,
  artistId: string,
  trackIds?: readonly string[],
): Promise<number> {
  const onlyTracks = trackIds ? sql`and t.id = any(${`{${trackIds.join(',')}}`}::uuid[])` : sql``;
  const { rows } = await q.execute(sql`
    with sales as (
      select s.percent_off, s.track_ids from timed_sales s
      where s.artist_id = ${artistId} and s.ends_at > statement_timestamp() and s.starts_at <= statement_timestamp()
    ), best as (
      select t.id, coalesce(
        (select max(s.percent_off) from sales s where s.track_ids is null or t.id = any(s.track_ids)), 0
      ) as percent
      from tracks t where t.artist_id = ${artistId} ${onlyTracks}
    )
    update tracks t set sale_percent_in_force = best.percent
    from best where t.id = best.id and t.sale_percent_in_force <> best.percent
    returning t.id`);
  return rows.length;
}

/**
 * The artists whose percents may be wrong: those with a sale on now, and those with a track still
 * marked on sale (through tracks_on_sale_idx). Everyone else's tracks are at 0 and no sale is on.
 */
export async function listArtistsToRepair(q: Queryable): Promise<string[]> {
  const { rows } = await q.execute(sql`
    select artist_id from timed_sales where ends_at > now() and starts_at <= now()
    union
    select distinct artist_id from tracks where sale_percent_in_force > 0`);
  return (rows as { artist_id: string }[]).map((row) => row.artist_id);
}
