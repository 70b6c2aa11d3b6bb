import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';

/**
 * How a list of track cards is found and ordered. Every list orders by its keys all
 * `desc nulls last` (as the indexes are declared; the keys are never null), the last key unique
 * (a track id), so "after the cursor" is one row comparison that a btree index in the same
 * column order answers with a seek: no OFFSET, no duplicates, no gaps.
 */
export type TKeyType = 'int' | 'text' | 'uuid' | 'timestamp' | 'real';

export interface TSearchMode {
  /** Reads a bounded number of index rows whatever the words (search-sources.ts): runs without the search timeout. */
  isBounded: boolean;
  /** Planned with its words each time (an unnamed statement), because which plan is right depends on how common they are. */
  hasCustomPlan: boolean;
}

export interface SortKey {
  expr: SQL;
  type: TKeyType;
}

export interface CardPageSource {
  /** Written into the cursor so a cursor of one list is refused by another. */
  name: string;
  keys: readonly SortKey[];
  /** `FROM … WHERE …` of the rows after the cursor keys (all rows when null); the track is aliased `t`. */
  rows(after: readonly string[] | null, limit: number): SQL;
  /** Set when the list is a search: unless bounded, it runs under the search timeout. */
  search?: TSearchMode;
  /** A search whose text needs the dictionary's answer first: the source to run instead (same name and keys). */
  resolve?(q: Queryable): Promise<CardPageSource>;
}

const PG_TYPES: Record<TKeyType, string> = {
  int: 'integer',
  text: 'text',
  uuid: 'uuid',
  timestamp: 'timestamptz',
  real: 'real',
};

const tuple = (items: SQL[]) => sql`(${sql.join(items, sql`, `)})`;
export const conjunction = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
export const descending = (keys: readonly SortKey[]) =>
  sql.join(
    keys.map((key) => sql`${key.expr} desc nulls last`),
    sql`, `,
  );

/** `(k0, k1, …) op (c0, c1, …)` over the first keys.length cursor values. */
export function rowComparison(keys: readonly SortKey[], after: readonly string[], op: '<' | '<='): SQL {
  const values = keys.map((key, index) => sql`${after[index]!}::${sql.raw(PG_TYPES[key.type])}`);
  return sql`${tuple(keys.map((key) => key.expr))} ${sql.raw(op)} ${tuple(values)}`;
}

/** The common shape: one FROM, fixed conditions, and the keyset comparison beside them. */
export function filteredRows(from: SQL, where: SQL[], keys: readonly SortKey[]): CardPageSource['rows'] {
  return (after) => sql`${from} where ${conjunction([...where, ...(after ? [rowComparison(keys, after, '<')] : [])])}`;
}

/** The i-th key of the page subquery as cursor text; timestamps keep their microseconds. */
export function cursorKeyText(type: TKeyType, index: number): SQL {
  const column = sql.raw(`page.k${index}`);
  return type === 'timestamp'
    ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`${column}::text`;
}

/**
 * `limit n` written into the statement's text rather than bound. PostgreSQL keeps a named
 * statement's generic plan only when it costs no more than a plan made for the values, and it
 * estimates a bound limit as a tenth of the rows: every run of a list was planned again, which cost
 * as much as running it (decision 052).
 */
export function limitRows(rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`invalid row limit: ${rows}`);
  return sql.raw(`limit ${rows}`);
}

/** `select t.id, k0, k1 … from … where … order by k0 desc, … limit n` */
export function pageSubquery(source: CardPageSource, after: readonly string[] | null, limit: number): SQL {
  const keys = source.keys.map((key, index) => sql`${key.expr} as ${sql.raw(`k${index}`)}`);
  return sql`select t.id as id, ${sql.join(keys, sql`, `)}
    from ${source.rows(after, limit)}
    order by ${descending(source.keys)}
    ${limitRows(limit)}`;
}
