import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import type { TSearchMode } from './card-page-source';
import { executeNamed } from './execute-named';

/** A search that walks more than the planner thought must not hold a connection: it is cancelled and answered with a 400. */
export const SEARCH_TIMEOUT_MS = 2500;

/**
 * Runs a card list query, as a named statement unless its plan depends on its words; a search that
 * is not bounded (search-sources.ts) first sets a timeout for its transaction only. The similarity
 * threshold is set by the dictionary lookup itself (search_word_matches, migration 0018).
 */
export async function runSearchQuery(q: Queryable, search: TSearchMode | undefined, query: SQL): Promise<unknown[]> {
  if (search === undefined || search.isBounded) return executeNamed(q, query);
  return q.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(SEARCH_TIMEOUT_MS)}, true)`);
    return search.hasCustomPlan ? (await tx.execute(query)).rows : executeNamed(tx, query);
  });
}

/** True when PostgreSQL cancelled the statement (statement_timeout), looking through wrapping errors. */
export function isQueryCanceled(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    if ((current as Error & { code?: unknown }).code === '57014') return true;
  }
  return false;
}
