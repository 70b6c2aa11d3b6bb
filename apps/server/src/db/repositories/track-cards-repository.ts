import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ZGenre } from '@beatpasal/shared/genres';
import type { Queryable } from '../client';
import { cursorKeyText, pageSubquery, type CardPageSource } from './card-page-source';
import { runSearchQuery } from './run-search-query';

const ZCardRow = z.object({
  id: z.string(),
  title: z.string(),
  genre: ZGenre,
  bpm: z.number(),
  cover_key: z.string().nullable(),
  like_count: z.number(),
  is_sold: z.boolean(),
  min_price_npr: z.number().nullable(),
  duration_seconds: z.number().nullable(),
  /** Null until the track is ready, so a card never links a preview that may still change. */
  preview_key: z.string().nullable(),
  has_negotiable: z.boolean(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_key: z.string().nullable(),
  artist_track_count: z.number(),
  cursor_keys: z.array(z.string()),
});

export type TCardRow = z.infer<typeof ZCardRow>;

export interface CardPage {
  rows: TCardRow[];
  /** Sort keys of the last row when another page follows. */
  nextKeys: string[] | null;
}

export interface CardPageOptions {
  after: readonly string[] | null;
  limit: number;
}

/**
 * One query per page, the same for everyone: the page's ids come from the source's index-ordered
 * subquery, then each of those rows is joined to its artist. A viewer's own likes and purchases
 * come from listViewerCardFlags.
 */
export function cardPageQuery(source: CardPageSource, { after, limit }: CardPageOptions): SQL {
  const order = source.keys.map((_, index) => sql.raw(`page.k${index} desc`));
  const cursorKeys = source.keys.map((key, index) => cursorKeyText(key.type, index));
  return sql`select
      t.id, t.title, t.genre, t.bpm, t.cover_key, t.like_count, t.is_sold, t.min_price_npr, t.duration_seconds,
      case when t.status = 'ready' then t.preview_key end as preview_key,
      exists (select 1 from track_licences l where l.track_id = t.id and l.enabled and l.is_negotiable) as has_negotiable,
      p.username, p.display_name, p.avatar_key, p.track_count as artist_track_count,
      array[${sql.join(cursorKeys, sql`, `)}] as cursor_keys
    from (${pageSubquery(source, after, limit + 1)}) page
    join tracks t on t.id = page.id
    join profiles p on p.id = t.artist_id
    order by ${sql.join(order, sql`, `)}`;
}

export async function listCardPage(q: Queryable, source: CardPageSource, options: CardPageOptions): Promise<CardPage> {
  const rows = z.array(ZCardRow).parse(await runSearchQuery(q, source.search, cardPageQuery(source, options)));
  const hasMore = rows.length > options.limit;
  const pageRows = hasMore ? rows.slice(0, options.limit) : rows;
  return { rows: pageRows, nextKeys: hasMore ? pageRows[pageRows.length - 1]!.cursor_keys : null };
}

const ZViewerCardFlags = z.object({
  id: z.string(),
  is_liked: z.boolean(),
  purchase_status: z.enum(['pending', 'approved']).nullable(),
});

export type TViewerCardFlags = z.infer<typeof ZViewerCardFlags>;

/** The viewer's like and purchase on each of these tracks: primary-key and buyer-index lookups only. */
export async function listViewerCardFlags(q: Queryable, viewerId: string, trackIds: readonly string[]): Promise<TViewerCardFlags[]> {
  const result = await q.execute(sql`select t.id,
      exists (select 1 from likes k where k.user_id = ${viewerId} and k.track_id = t.id) as is_liked,
      (select case when bool_or(u.status = 'approved') then 'approved' when bool_or(u.status = 'pending') then 'pending' end
         from purchases u where u.buyer_id = ${viewerId} and u.track_id = t.id) as purchase_status
    from unnest(${`{${trackIds.join(',')}}`}::uuid[]) as t(id)`);
  return z.array(ZViewerCardFlags).parse(result.rows);
}
