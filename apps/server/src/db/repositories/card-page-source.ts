import { sql, type SQL } from 'drizzle-orm';

/**
 * How a list of track cards is found and ordered. Every list orders by its keys all descending,
 * the last key unique (a track id), so "after the cursor" is one row comparison that a btree
 * index in the same column order answers with a seek: no OFFSET, no duplicates, no gaps.
 */
export type TKeyType = 'int' | 'text' | 'uuid' | 'timestamp' | 'real';

export interface SortKey {
  expr: SQL;
  type: TKeyType;
}

export interface CardPageSource {
  /** Written into the cursor so a cursor of one list is refused by another. */
  name: string;
  /** FROM clause; the track must be aliased `t`. */
  from: SQL;
  where: SQL[];
  keys: readonly SortKey[];
  /**
   * Leading keys that come from another table (the artist in `tracks_uploaded`) are also bounded
   * on their own, so the planner can seek that table's index instead of filtering from the start.
   */
  seekPrefix?: number;
  /** The trigram search text, when the list is a search (its similarity threshold is set per query). */
  searchText?: string;
}

const PG_TYPES: Record<TKeyType, string> = {
  int: 'integer',
  text: 'text',
  uuid: 'uuid',
  timestamp: 'timestamptz',
  real: 'real',
};

/** What a cursor key must look like before it reaches SQL: anything else is a forged or stale cursor. */
export const KEY_FORMATS: Record<TKeyType, RegExp> = {
  int: /^-?\d{1,10}$/,
  text: /^[^\0]{1,200}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  timestamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  real: /^-?(\d+(\.\d+)?(e-?\d+)?|\d*\.\d+)$/,
};

const typed = (value: string, type: TKeyType) => sql`${value}::${sql.raw(PG_TYPES[type])}`;
const tuple = (items: SQL[]) => sql`(${sql.join(items, sql`, `)})`;

/** `(k0, k1, …) < (c0, c1, …)`, plus the bound on the seek prefix. */
export function keysetCondition(source: CardPageSource, after: readonly string[]): SQL[] {
  const values = source.keys.map((key, index) => typed(after[index]!, key.type));
  const conditions = [sql`${tuple(source.keys.map((key) => key.expr))} < ${tuple(values)}`];
  const prefix = source.seekPrefix ?? 0;
  if (prefix > 0) {
    const keys = source.keys.slice(0, prefix).map((key) => key.expr);
    conditions.push(sql`${tuple(keys)} <= ${tuple(values.slice(0, prefix))}`);
  }
  return conditions;
}

/** The i-th key of the page subquery as cursor text; timestamps keep their microseconds. */
export function cursorKeyText(type: TKeyType, index: number): SQL {
  const column = sql.raw(`page.k${index}`);
  return type === 'timestamp'
    ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`${column}::text`;
}

/** `select t.id, k0, k1 … from … where … order by k0 desc, … limit n` */
export function pageSubquery(source: CardPageSource, after: readonly string[] | null, limit: number): SQL {
  const conditions = [...source.where, ...(after ? keysetCondition(source, after) : [])];
  const keys = source.keys.map((key, index) => sql`${key.expr} as ${sql.raw(`k${index}`)}`);
  const order = source.keys.map((key) => sql`${key.expr} desc`);
  return sql`select t.id as id, ${sql.join(keys, sql`, `)}
    from ${source.from}
    where ${sql.join(conditions, sql` and `)}
    order by ${sql.join(order, sql`, `)}
    limit ${limit}`;
}
