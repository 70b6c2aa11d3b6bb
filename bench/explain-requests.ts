import pg from 'pg';
import type { Endpoint } from './bench-endpoints';

interface CapturedQuery {
  text: string;
  values: unknown[];
}

type TQueryMethod = (this: pg.Client, ...args: unknown[]) => unknown;

let captured: CapturedQuery[] | null = null;

function capture(args: readonly unknown[]): void {
  const [first, second] = args;
  const config =
    typeof first === 'object' && first !== null ? (first as { text?: unknown; values?: unknown }) : undefined;
  const text = typeof first === 'string' ? first : config?.text;
  const values = Array.isArray(second) ? second : Array.isArray(config?.values) ? config.values : [];
  if (typeof text === 'string') captured?.push({ text, values });
}

/** Records every statement the app sends through `pg` while armed (the app's pool uses pg.Client underneath). */
function installRecorder(): void {
  const proto = pg.Client.prototype as unknown as { query: TQueryMethod; __benchRecorder?: true };
  if (proto.__benchRecorder) return;
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    capture(args);
    return original.apply(this, args);
  };
  proto.__benchRecorder = true;
}

export interface ExplainedQuery {
  endpoint: string;
  plan: string;
  seqScans: string[];
}

/**
 * Requests each endpoint once (with its session cookie, if any), records the SQL the app ran for it, and replays it on a separate
 * connection inside one transaction: settings (set_config) as they are, each SELECT of the catalogue
 * or purchases under EXPLAIN (ANALYZE, BUFFERS).
 */
export async function explainEndpoints(
  postgresUrl: string,
  baseUrl: string,
  endpoints: readonly Endpoint[],
  options: { headers?: Record<string, string>; tables?: RegExp } = {},
): Promise<ExplainedQuery[]> {
  const tables = options.tables ?? /\b(tracks|purchases|artist_sale_totals)\b/;
  installRecorder();
  const results: ExplainedQuery[] = [];
  for (const endpoint of endpoints.filter((e) => e.kind !== 'hello')) {
    captured = [];
    await (await fetch(baseUrl + endpoint.path, { headers: endpoint.headers ?? options.headers })).arrayBuffer();
    const queries = captured;
    captured = null;
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query('begin');
      for (const query of queries) {
        if (/^\s*select\s+set_config/i.test(query.text)) await client.query(query.text, query.values);
        else if (/^\s*(with|select)\b/i.test(query.text) && tables.test(query.text)) {
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${query.text}`,
            query.values,
          );
          const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
          results.push({
            endpoint: endpoint.name,
            plan,
            seqScans: [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!),
          });
        }
      }
      await client.query('rollback');
    } finally {
      await client.end();
    }
  }
  return results;
}
