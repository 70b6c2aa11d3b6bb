import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { queryText } from './query-text';

/**
 * Runs a query as a named statement: PostgreSQL parses its text once per pooled connection, and
 * after a few runs keeps one generic plan, so a repeated list only binds its values. It keeps it
 * only if the values cannot buy a cheaper plan: write limits into the text (limitRows). The name is a
 * hash of the text: two texts never share a name. For queries whose text takes a handful of shapes
 * (the card lists, the viewer's flags), not for ones built from free input: each shape stays
 * prepared on every connection until it closes. A kept plan does not see planner settings: a text
 * must always run under the same ones (run-search-query.ts). PGlite ignores names.
 */
export async function executeNamed(q: Queryable, query: SQL): Promise<unknown[]> {
  const built = queryText(query);
  const result = (await q._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute()) as {
    rows: unknown[];
  };
  return result.rows;
}

/** A statement's name from its text: two texts never share one. */
export function statementName(text: string): string {
  return `n_${createHash('sha1').update(text).digest('base64url')}`;
}
