import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { conjunction, limitRows, rowComparison, type CardPageSource, type SortKey } from './card-page-source';
import { spellingsOf } from './search-spellings';

/**
 * How close a searched word must be to a word of the catalogue (pg_trgm word_similarity, 0..1).
 * pg_trgm's default of 0.6 misses one-letter typos in short words ('drve' → 'drive' scores 0.4);
 * below 0.4 unrelated words start to match.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * The dictionary words one searched word may stand for, best first: enough for a typo and its
 * neighbours ('himal' → himal, himalaya, himalayan), few enough that a one-letter search does not
 * read every word that starts with it.
 */
export const MATCHED_WORDS = 20;

/**
 * A search of several words ranks at most this many tracks that hold all of them, found newest
 * first through the rarest word: the sum of similarities cannot come from an index.
 */
export const SEARCH_CANDIDATES = 200;

/**
 * Each word of a search must resemble a word of the track (title, artist, tags): 'nigt drve' finds
 * 'Night Drive'. At most 6 words are used, each with its spelling in the other script when it is
 * a common Nepali word ('nepali', 'नेपाली').
 */
export function searchWords(q: string): string[][] {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, 6).map(spellingsOf);
}

/** A text[] literal of any words (quotes and backslashes escaped), bound as one parameter. */
const textArray = (words: readonly string[]) =>
  `{${words.map((word) => `"${word.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/** `(word, score)` rows: the dictionary words like any of these spellings (migration 0018). */
function matchedWords(spellings: readonly string[]): SQL {
  return sql`select match_word as word, match_score as score
    from search_word_matches(${textArray(spellings)}::text[], ${WORD_SIMILARITY_THRESHOLD}::real, ${MATCHED_WORDS}::integer)`;
}

/**
 * For the orders that are not relevance: the dictionary words each searched word stands for, read
 * before the list's statement so that its plan can see them (the `resolve` of feedSource).
 */
export async function matchSearchWords(q: Queryable, words: readonly string[][]): Promise<string[][]> {
  const selects = words.map(
    (spellings, index) => sql`select ${index}::integer as i, word from (${matchedWords(spellings)}) s`,
  );
  const rows = (await q.execute(sql.join(selects, sql` union all `))).rows as Array<{ i: number; word: string }>;
  return words.map((_, index) => rows.filter((row) => row.i === index).map((row) => row.word));
}

/**
 * The track holds one of these words. The statement is unnamed, so it is planned with the words'
 * values and the planner sees from the statistics of track_words how common they are: a rare word's tracks are fetched through the
 * word index, a common word's list is walked in its own index order until the page is full.
 */
export function holdsOneOf(matched: readonly string[]): SQL {
  if (matched.length === 0) return sql`false`;
  return sql`t.id in (select tw.track_id from track_words tw where tw.word = any (${textArray(matched)}::text[]))`;
}

/**
 * A word's tracks, joined to the tracks table only when there are filters: track_words holds
 * visible tracks only, and a join the planner need not make is one it cannot make as a hash join
 * over every track.
 */
const wordTracks = (filters: SQL[]) =>
  filters.length === 0 ? sql`track_words tw` : sql`track_words tw join tracks t on t.id = tw.track_id`;

const SCORE: SortKey = { expr: sql`t.score`, type: 'real' };
const KEYS: SortKey[] = [SCORE, { expr: sql`t.created_at`, type: 'timestamp' }, { expr: sql`t.id`, type: 'uuid' }];

/**
 * One searched word: a track scores as the best of the matched words it holds, so the list is
 * each matched word's tracks newest first (track_words_word_recent_idx), merged by score. A track
 * holding several matched words is listed under its best one only. The cursor's score picks up
 * where it left: lower-scoring words from their start, the same word after the cursor's track.
 */
function oneWordRows(spellings: readonly string[], filters: SQL[]): CardPageSource['rows'] {
  return (after, limit) => {
    const sameScore = after ? sql`m.score = ${after[0]!}::real` : sql`false`;
    const afterCursor = after
      ? [
          sql`(tw.created_at, tw.track_id) < (case when ${sameScore} then ${after[1]!}::timestamptz else 'infinity' end,
            case when ${sameScore} then ${after[2]!}::uuid else 'ffffffff-ffff-ffff-ffff-ffffffffffff' end)`,
        ]
      : [];
    return sql`(with m as materialized (${matchedWords(spellings)})
      select m.score, w.created_at, w.id from m cross join lateral (
        select tw.created_at, tw.track_id as id from ${wordTracks(filters)}
        where ${conjunction([sql`tw.word = m.word`, ...filters, ...afterCursor])}
          and not exists (select 1 from m better join track_words x on x.track_id = tw.track_id and x.word = better.word
            where better.score > m.score or (better.score = m.score and better.word < m.word))
        order by tw.created_at desc nulls last, tw.track_id desc nulls last
        ${limitRows(limit)}
      ) w
      ${after ? sql`where m.score <= ${after[0]!}::real` : sql``}) t`;
  };
}

/**
 * Several searched words: tracks holding a match of every word, walked newest first from the
 * matches of the word with the fewest tracks, at most SEARCH_CANDIDATES of them, each scored as
 * the sum over the searched words of its best match.
 */
function severalWordsRows(words: readonly string[][], filters: SQL[]): CardPageSource['rows'] {
  return (after) => {
    const matches = sql.join(
      words.map(
        (spellings, index) => sql`select ${index}::integer as i, word, score from (${matchedWords(spellings)}) s`,
      ),
      sql` union all `,
    );
    const holdsAll = sql`(select count(distinct all_m.i) from track_words x join m all_m on all_m.word = x.word where x.track_id = tw.track_id) = ${words.length}`;
    return sql`(with m as materialized (${matches}),
      driver as (select m.i from m join search_words d on d.word = m.word group by m.i order by sum(d.track_count), m.i limit 1),
      candidates as (
        select distinct w.id, w.created_at from m join driver on driver.i = m.i cross join lateral (
          select tw.track_id as id, tw.created_at from ${wordTracks(filters)}
          where ${conjunction([sql`tw.word = m.word`, ...filters, holdsAll])}
          order by tw.created_at desc nulls last, tw.track_id desc nulls last
          ${limitRows(SEARCH_CANDIDATES)}
        ) w
        order by w.created_at desc nulls last, w.id desc nulls last
        ${limitRows(SEARCH_CANDIDATES)}
      ),
      best as (
        select c.id, c.created_at, max(m.score) as score from candidates c
        join track_words x on x.track_id = c.id join m on m.word = x.word
        group by c.id, c.created_at, m.i
      )
      select sum(best.score)::real as score, best.created_at, best.id from best group by best.id, best.created_at) t
      ${after ? sql`where ${rowComparison(KEYS, after, '<')}` : sql``}`;
  };
}

/**
 * Relevance; `filters` are the list's conditions on the track `t` beyond being visible (none for
 * a plain search). A single word with no filter reads a bounded number of index rows (at most
 * MATCHED_WORDS × one page); anything else may walk a word's tracks and keeps the search timeout.
 */
export function relevanceSource(q: string, filters: SQL[]): CardPageSource {
  const words = searchWords(q);
  const isOneWord = words.length === 1;
  const rows = isOneWord ? oneWordRows(words[0]!, filters) : severalWordsRows(words, filters);
  return {
    name: 'relevance',
    keys: KEYS,
    rows,
    search: { isBounded: isOneWord && filters.length === 0, hasCustomPlan: false },
  };
}
