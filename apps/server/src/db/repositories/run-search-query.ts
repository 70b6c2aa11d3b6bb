import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import type { TSearchMode } from './card-page-source';
import { executeNamed } from './execute-named';

/**
 * How close each searched word must be to a word of the title, artist or tags (0..1). pg_trgm's
 * default of 0.6 misses one-letter typos in short words ('drve' → 'drive' scores 0.4); below 0.4
 * unrelated words start to match.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** A search the planner misjudges must not hold a connection: it is cancelled and answered with a 400. */
export const SEARCH_TIMEOUT_MS = 2500;

/**
 * Runs a query; a search first sets, for its transaction only, the trigram threshold (the `<%`
 * operator reads it, and only an operator can use the GIN index) and a timeout. A ranked search
 * also turns off plain and index scans: with a LIMIT the planner likes to scan until enough rows
 * match, which for two common words that never meet reads the whole table; the GIN bitmap answers
 * the same question in one pass over the posting lists.
 */
export async function runSearchQuery(q: Queryable, search: TSearchMode | undefined, query: SQL): Promise<unknown[]> {
  if (search === undefined) return executeNamed(q, query);
  const scans = search.isRanked ? sql`, set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)` : sql``;
  return q.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
      set_config('statement_timeout', ${String(SEARCH_TIMEOUT_MS)}, true)${scans}`);
    // A ranked search's plan is forced by the settings above, the same for every run of its text, so it may be kept.
    return search.isRanked ? executeNamed(tx, query) : (await tx.execute(query)).rows;
  });
}

/** True when PostgreSQL cancelled the statement (statement_timeout), looking through wrapping errors. */
export function isQueryCanceled(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if ((current as Error & { code?: unknown }).code === '57014') return true;
  }
  return false;
}
