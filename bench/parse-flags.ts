import { parseArgs } from 'node:util';
import { ENDPOINT_KINDS, type TEndpointKind } from './endpoint-kinds';

export type TBenchDb = 'pglite' | 'postgres';

export interface BenchOptions {
  /** Catalogue sizes (tracks); empty skips the catalogue part. */
  sizes: number[];
  /** Purchase counts for the sales and purchase-history lists and the exclusive-approval race; empty skips them. */
  purchases: number[];
  dbs: TBenchDb[];
  connections: number;
  durationSeconds: number;
  postgresUrl: string | undefined;
  /** Print EXPLAIN (ANALYZE, BUFFERS) of every catalogue query instead of only measuring. */
  explain: boolean;
  /** The catalogue endpoint kinds to measure (hello world always is, for the ratios); undefined measures all. */
  only: TEndpointKind[] | undefined;
}

const USAGE =
  'Usage: npm run bench -- [--sizes 10000,100000,1000000|none] [--purchases 1000,100000|none] [--db pglite,postgres] [--connections 32] [--duration 10] [--explain] [--only search,signed-in-uncached]\n' +
  'PostgreSQL runs need BENCH_DATABASE_URL or TEST_DATABASE_URL (a role that may create databases).';

function positiveInt(text: string, name: string): number {
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`--${name} must be a whole number above 0 (got '${text}')\n${USAGE}`);
  return value;
}

function sizeList(text: string, name: string): number[] {
  if (text.trim() === 'none') return [];
  const sizes = text.split(',').map((size) => positiveInt(size.trim(), name));
  return [...new Set(sizes)].sort((a, b) => a - b);
}

export function parseFlags(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      sizes: { type: 'string', default: '10000,100000' },
      purchases: { type: 'string', default: '1000,100000' },
      db: { type: 'string' },
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '10' },
      explain: { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  });
  const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
  const dbs = (values.db ?? (postgresUrl ? 'pglite,postgres' : 'pglite')).split(',').map((name) => name.trim());
  for (const db of dbs) if (db !== 'pglite' && db !== 'postgres') throw new Error(`Unknown --db '${db}'\n${USAGE}`);
  const only = values.only?.split(',').map((kind) => kind.trim());
  for (const kind of only ?? [])
    if (!(ENDPOINT_KINDS as readonly string[]).includes(kind))
      throw new Error(`Unknown --only '${kind}' (kinds: ${ENDPOINT_KINDS.join(', ')})\n${USAGE}`);
  if (dbs.includes('postgres') && !postgresUrl)
    throw new Error(`--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL\n${USAGE}`);
  return {
    sizes: sizeList(values.sizes, 'sizes'),
    purchases: sizeList(values.purchases, 'purchases'),
    dbs: dbs as TBenchDb[],
    connections: positiveInt(values.connections, 'connections'),
    durationSeconds: positiveInt(values.duration, 'duration'),
    postgresUrl,
    explain: values.explain,
    only: only as TEndpointKind[] | undefined,
  };
}
