import { sql, type SQL } from 'drizzle-orm';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { TArtistTab, TFeedOrder } from '@beatpasal/shared/schemas/catalogue-api';
import type { CardPageSource, SortKey } from './card-page-source';

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
const PRICE: SortKey = { expr: sql`coalesce(t.min_price_npr, 0)`, type: 'int' };

function priceRange(column: SQL, min: number | undefined, max: number | undefined): SQL[] {
  return [...(min !== undefined ? [sql`${column} >= ${min}`] : []), ...(max !== undefined ? [sql`${column} <= ${max}`] : [])];
}

/** With a licence kind, the price range applies to that licence; without, to the lowest price. */
function filterConditions(filters: FeedFilters): SQL[] {
  const conditions: SQL[] = [filters.home ? sql`t.is_home_pick and ${VISIBLE}` : VISIBLE];
  if (filters.genre !== undefined) conditions.push(sql`t.genre = ${filters.genre}`);
  if (filters.bpmMin !== undefined) conditions.push(sql`t.bpm >= ${filters.bpmMin}`);
  if (filters.bpmMax !== undefined) conditions.push(sql`t.bpm <= ${filters.bpmMax}`);
  if (filters.key !== undefined) conditions.push(sql`t.musical_key = ${filters.key}`);
  if (filters.mood !== undefined) conditions.push(sql`t.mood = ${filters.mood}`);
  if (filters.q !== undefined) conditions.push(sql`${filters.q} <% t.search_text`);
  if (filters.licence !== undefined) {
    const price = priceRange(sql`l.price_npr`, filters.priceMin, filters.priceMax);
    const licence = [sql`l.track_id = t.id`, sql`l.kind = ${filters.licence}`, sql`l.enabled`, ...price];
    conditions.push(sql`exists (select 1 from track_licences l where ${sql.join(licence, sql` and `)})`);
  } else {
    conditions.push(...priceRange(sql`t.min_price_npr`, filters.priceMin, filters.priceMax));
  }
  return conditions;
}

const TRACKS = sql`tracks t`;

export function feedSource(order: TFeedOrder, filters: FeedFilters): CardPageSource {
  const where = filterConditions(filters);
  const base = { from: TRACKS, where, searchText: filters.q };
  switch (order) {
    case 'recent':
      return { ...base, name: 'recent', keys: [CREATED, ID] };
    case 'likes':
      return { ...base, name: 'likes', keys: [LIKES, CREATED, ID] };
    case 'price_desc':
      return { ...base, name: 'price_desc', keys: [PRICE, CREATED, ID] };
    case 'relevance': {
      const score: SortKey = { expr: sql`word_similarity(${filters.q ?? ''}, t.search_text)`, type: 'real' };
      return { ...base, name: 'relevance', keys: [score, CREATED, ID] };
    }
    case 'tracks_uploaded':
      // Artists walked by track count (profiles_artist_rank_idx), each artist's tracks newest first.
      return {
        ...base,
        name: 'tracks_uploaded',
        from: sql`profiles a join tracks t on t.artist_id = a.id`,
        where: [sql`a.role = 'artist'`, ...where],
        keys: [{ expr: sql`a.track_count`, type: 'int' }, { expr: sql`a.id`, type: 'text' }, CREATED, ID],
        seekPrefix: 2,
      };
  }
}

/** /artist/{username}: home and songs newest first; likes by like count. */
export function artistTracksSource(artistId: string, tab: TArtistTab): CardPageSource {
  const where = [sql`t.artist_id = ${artistId}`, VISIBLE];
  const keys = tab === 'likes' ? [LIKES, CREATED, ID] : [CREATED, ID];
  return { name: `artist-${tab === 'likes' ? 'likes' : 'recent'}`, from: TRACKS, where, keys };
}

/** The library's Liked Tracks, newest like first; tracks hidden since then drop out. */
export function likedTracksSource(userId: string): CardPageSource {
  return {
    name: 'liked',
    from: sql`likes k join tracks t on t.id = k.track_id`,
    where: [sql`k.user_id = ${userId}`, VISIBLE],
    keys: [
      { expr: sql`k.created_at`, type: 'timestamp' },
      { expr: sql`k.track_id`, type: 'uuid' },
    ],
  };
}
