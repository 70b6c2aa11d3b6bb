import { sql, type SQL } from 'drizzle-orm';
import type { TGenre } from '@beatpasal/shared/genres';
import type { Queryable } from '../client';
import { cursorKeyText, pageSubquery, type CardPageSource } from './card-page-source';
import { executeNamed } from './execute-named';
import { runSearchQuery } from './run-search-query';

/**
 * A card's row as the query returns it. Not parsed with zod here: every list answer passes its
 * response schema (ZFeedPage) on the way out, which refuses a card a bad row would spoil; a second
 * pass over the same values on every uncached request bought nothing.
 */
export interface TCardRow {
  id: string;
  title: string;
  genre: TGenre;
  bpm: number;
  cover_key: string | null;
  like_count: number;
  is_sold: boolean;
  min_price_npr: number | null;
  duration_seconds: number | null;
  /** Null until the track is ready, so a card never links a preview that may still change. */
  preview_key: string | null;
  /** Its Opus twin, when the track has one (decision 085); null with preview_key. */
  preview_opus_key: string | null;
  has_negotiable: boolean;
  username: string | null;
  display_name: string | null;
  avatar_key: string | null;
  artist_track_count: number;
  /** The row's sort keys as a JSON array of texts, read only for the page's last row. */
  cursor_keys: string;
}

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
      case when t.status = 'ready' then t.preview_opus_key end as preview_opus_key,
      exists (select 1 from track_licences l where l.track_id = t.id and l.enabled and l.is_negotiable) as has_negotiable,
      p.username, p.display_name, p.avatar_key, p.track_count as artist_track_count,
      json_build_array(${sql.join(cursorKeys, sql`, `)})::text as cursor_keys
    from (${pageSubquery(source, after, limit + 1)}) page
    join tracks t on t.id = page.id
    join profiles p on p.id = t.artist_id
    order by ${sql.join(order, sql`, `)}`;
}

export async function listCardPage(q: Queryable, given: CardPageSource, options: CardPageOptions): Promise<CardPage> {
  const source = given.resolve ? await given.resolve(q) : given;
  const rows = (await runSearchQuery(q, source.search, cardPageQuery(source, options))) as TCardRow[];
  const hasMore = rows.length > options.limit;
  const pageRows = hasMore ? rows.slice(0, options.limit) : rows;
  return {
    rows: pageRows,
    nextKeys: hasMore ? (JSON.parse(pageRows[pageRows.length - 1]!.cursor_keys) as string[]) : null,
  };
}

/** The viewer's own flags on one card, laid over the shared page as they come (the response schema checks them). */
export interface TViewerCardFlags {
  id: string;
  is_liked: boolean;
  purchase_status: 'pending' | 'approved' | null;
}

/** The viewer's like and purchase on each of these tracks: primary-key and buyer-index lookups only. */
export async function listViewerCardFlags(
  q: Queryable,
  viewerId: string,
  trackIds: readonly string[],
): Promise<TViewerCardFlags[]> {
  const rows = await executeNamed(
    q,
    sql`select t.id,
      exists (select 1 from likes k where k.user_id = ${viewerId} and k.track_id = t.id) as is_liked,
      (select case when bool_or(u.status = 'approved') then 'approved' when bool_or(u.status = 'pending') then 'pending' end
         from purchases u where u.buyer_id = ${viewerId} and u.track_id = t.id) as purchase_status
    from unnest(${`{${trackIds.join(',')}}`}::uuid[]) as t(id)`,
  );
  return rows as TViewerCardFlags[];
}
