import { sql, type SQL } from 'drizzle-orm';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { TArtistTab, TFeedOrder } from '@beatpasal/shared/schemas/catalogue-api';
import {
  conjunction,
  descending,
  filteredRows,
  limitRows,
  rowComparison,
  type CardPageSource,
  type SortKey,
  type TSearchMode,
} from './card-page-source';
import { paisaAfterSale } from '../schema/tracks';
import { holdsOneOf, matchSearchWords, relevanceSource, searchWords } from './search-sources';

/**
 * The card lists of the catalogue as page sources. The visibility test is written exactly as the
 * partial indexes' predicate (`not is_hidden and status = 'ready'`) so the planner can use them;
 * the expressions of the keys are those of the indexes in schema/tracks.ts.
 */
export interface FeedFilters {
  q?: string;
  genre?: string;
  bpmMin?: number;
  bpmMax?: number;
  key?: string;
  mood?: string;
  priceMin?: number;
  priceMax?: number;
  licence?: TLicenceKind;
  /** Only each artist's two latest tracks (the home page). */
  home: boolean;
}

const VISIBLE = sql`not t.is_hidden and t.status = 'ready'`;
const CREATED: SortKey = { expr: sql`t.created_at`, type: 'timestamp' };
const ID: SortKey = { expr: sql`t.id`, type: 'uuid' };
const LIKES: SortKey = { expr: sql`t.like_count`, type: 'int' };
/** The price in force in paisa (decision 095); unpriced (negotiable-only) tracks last. */
const PRICE: SortKey = { expr: sql`coalesce(t.price_in_force_paisa, -1)`, type: 'int' };

/**
 * A range in whole rupees over a price in paisa. Any range starts at 0 at least, which leaves out
 * the unpriced tracks (-1 in the sort key) and lets the price indexes answer it as a range of their
 * first key.
 */
function priceRange(paisa: SQL, min: number | undefined, max: number | undefined): SQL[] {
  if (min === undefined && max === undefined) return [];
  return [sql`${paisa} >= ${(min ?? 0) * 100}`, ...(max !== undefined ? [sql`${paisa} <= ${max * 100}`] : [])];
}

/**
 * With a licence kind, the price range applies to that licence after the track's sale; without, to
 * the lowest price in force. Both are in paisa, as priceCart's sale step gives them (decision 095).
 * The search words are not here (search-sources.ts).
 */
function filterConditions(filters: FeedFilters): SQL[] {
  const conditions: SQL[] = [filters.home ? sql`t.is_home_pick and ${VISIBLE}` : VISIBLE];
  if (filters.genre !== undefined) conditions.push(sql`t.genre = ${filters.genre}`);
  if (filters.bpmMin !== undefined) conditions.push(sql`t.bpm >= ${filters.bpmMin}`);
  if (filters.bpmMax !== undefined) conditions.push(sql`t.bpm <= ${filters.bpmMax}`);
  if (filters.key !== undefined) conditions.push(sql`t.musical_key = ${filters.key}`);
  if (filters.mood !== undefined) conditions.push(sql`t.mood = ${filters.mood}`);
  if (filters.licence !== undefined) {
    const paisa = paisaAfterSale(sql`l.price_npr`, sql`t.sale_percent_in_force`);
    const price = priceRange(paisa, filters.priceMin, filters.priceMax);
    const licence = [sql`l.track_id = t.id`, sql`l.kind = ${filters.licence}`, sql`l.enabled`, ...price];
    conditions.push(sql`exists (select 1 from track_licences l where ${sql.join(licence, sql` and `)})`);
  } else {
    conditions.push(...priceRange(PRICE.expr, filters.priceMin, filters.priceMax));
  }
  return conditions;
}

const TRACKS = sql`tracks t`;

/** Artists walked by track count (profiles_artist_rank_idx), each artist's matching tracks newest first. */
function tracksUploadedSource(where: SQL[], search: TSearchMode | undefined): CardPageSource {
  const artistKeys: SortKey[] = [
    { expr: sql`a.track_count`, type: 'int' },
    { expr: sql`a.id`, type: 'text' },
  ];
  const trackKeys = [CREATED, ID];
  const keys = [...artistKeys, ...trackKeys];
  const rows: CardPageSource['rows'] = (after, limit) => {
    const inner = [sql`t.artist_id = a.id`, ...where, ...(after ? [rowComparison(keys, after, '<')] : [])];
    const outer = [
      sql`a.role = 'artist'`,
      sql`a.track_count > 0`,
      ...(after ? [rowComparison(artistKeys, after, '<=')] : []),
    ];
    const tracksOfArtist = sql`select t.* from tracks t where ${conjunction(inner)} order by ${descending(trackKeys)} ${limitRows(limit)}`;
    return sql`profiles a cross join lateral (${tracksOfArtist}) t where ${conjunction(outer)}`;
  };
  return { name: 'tracks_uploaded', keys, rows, search };
}

function orderedSource(order: TFeedOrder, where: SQL[], search: TSearchMode | undefined): CardPageSource {
  const plain = (name: string, keys: SortKey[]): CardPageSource => ({
    name,
    keys,
    rows: filteredRows(TRACKS, where, keys),
    search,
  });
  switch (order) {
    case 'recent':
    case 'relevance':
      return plain('recent', [CREATED, ID]);
    case 'likes':
      return plain('likes', [LIKES, CREATED, ID]);
    case 'price_desc':
      // Named anew with the key's unit (paisa in force, not list rupees): an older cursor is refused, not misread.
      return plain('price_in_force_desc', [PRICE, CREATED, ID]);
    case 'tracks_uploaded':
      return tracksUploadedSource(where, search);
  }
}

/** Relevance without a search is the newest first. A search in another order first asks the dictionary for its words. */
export function feedSource(order: TFeedOrder, filters: FeedFilters): CardPageSource {
  const filtered = filterConditions(filters);
  const { q } = filters;
  if (q === undefined) return orderedSource(order, filtered, undefined);
  // Only the visibility test, which track_words already applies, means no filter at all.
  if (order === 'relevance') return relevanceSource(q, filtered.length > 1 || filters.home ? filtered : []);
  const search = { isBounded: false, hasCustomPlan: true };
  return {
    ...orderedSource(order, filtered, search),
    resolve: async (db) =>
      orderedSource(order, [...filtered, ...(await matchSearchWords(db, searchWords(q))).map(holdsOneOf)], search),
  };
}

/** /artist/{username}: home and songs newest first; likes by like count. */
export function artistTracksSource(artistId: string, tab: TArtistTab): CardPageSource {
  const keys = tab === 'likes' ? [LIKES, CREATED, ID] : [CREATED, ID];
  const rows = filteredRows(TRACKS, [sql`t.artist_id = ${artistId}`, VISIBLE], keys);
  return { name: `artist-${tab === 'likes' ? 'likes' : 'recent'}`, keys, rows };
}

/** The library's Liked Tracks, newest like first; tracks hidden since then drop out. */
export function likedTracksSource(userId: string): CardPageSource {
  const keys: SortKey[] = [
    { expr: sql`k.created_at`, type: 'timestamp' },
    { expr: sql`k.track_id`, type: 'uuid' },
  ];
  const rows = filteredRows(
    sql`likes k join tracks t on t.id = k.track_id`,
    [sql`k.user_id = ${userId}`, VISIBLE],
    keys,
  );
  return { name: 'liked', keys, rows };
}
