import { SQL, StringChunk, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

type TParam = string | number | boolean;

/** Set by `.inlineParams()`; private in drizzle's types. */
const inlinesParams = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** Appends the chunks' text to `text[0]` and their values to `params`; false at the first chunk it does not know. */
function appendChunks(chunks: readonly unknown[], text: [string], params: TParam[]): boolean {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      text[0] += chunk.value.join('');
    } else if (chunk instanceof SQL) {
      if (inlinesParams(chunk) || !appendChunks(chunk.queryChunks, text, params)) return false;
    } else if (typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean') {
      params.push(chunk);
      text[0] += `$${params.length}`;
    } else {
      return false;
    }
  }
  return true;
}

/**
 * The statement text and values of a query, as drizzle's PostgreSQL dialect writes them. The card
 * lists are built on every request that misses the caches from `sql` templates holding only text
 * and plain values; for those the dialect's general walk (an entity check per chunk for every kind
 * of column, table and view) was a tenth of the main thread (decision 058). Anything else, such
 * as a column, a table or a drizzle Param, goes to the dialect.
 */
export function queryText(query: SQL): Query {
  const text: [string] = [''];
  const params: TParam[] = [];
  return appendChunks([query], text, params) ? { sql: text[0], params } : dialect.sqlToQuery(query);
}
