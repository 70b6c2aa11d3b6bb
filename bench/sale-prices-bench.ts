import { sql } from 'drizzle-orm';
import { refreshArtistSalePrices } from '../apps/server/src/services/deals/refresh-sale-prices';
import { openBenchDatabase } from './open-bench-database';
import { artistsSql, licencesSql, tracksSql } from './seed-sql';

/**
 * Decision 095's cost: how long an artist's tracks take to follow a sale's start and end (the refresh
 * job's transaction), and a refresh that finds nothing to change, for one artist with many tracks.
 * `BENCH_DATABASE_URL=postgres://… npx tsx bench/sale-prices-bench.ts [tracks]` (10,000 by default).
 */
const TRACKS = Number(process.argv[2] ?? 10_000);
const RUNS = 5;
const ARTIST = 'bench-artist-1';

const bench = await openBenchDatabase(
  process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
  process.env.BENCH_DATABASE_URL,
);
const { db } = bench.database;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
await bench.database.migrate(silent);
await db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  for (const statement of [...artistsSql(1), tracksSql(TRACKS, 1), licencesSql(TRACKS)])
    await tx.execute(sql.raw(statement));
});
await db.execute(sql`vacuum analyze tracks`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed(step: () => Promise<unknown>): Promise<{ ms: number; changed: number }> {
  const started = performance.now();
  const changed = (await db.transaction(async (tx) => {
    await step();
    return refreshArtistSalePrices(tx, ARTIST);
  })) as number;
  return { ms: performance.now() - started, changed };
}

const rows: Record<string, { ms: number[]; changed: number }> = {};
const record = (name: string, result: { ms: number; changed: number }) => {
  rows[name] ??= { ms: [], changed: result.changed };
  rows[name].ms.push(result.ms);
};
for (let run = 0; run < RUNS; run++) {
  record(
    'a store-wide sale starts',
    await timed(() =>
      db.execute(sql`insert into timed_sales (artist_id, percent_off, starts_at, ends_at)
      values (${ARTIST}, 20, now() - interval '1 minute', now() + interval '1 day')`),
    ),
  );
  record('nothing to change (run twice)', await timed(async () => undefined));
  record('the sale ends', await timed(() => db.execute(sql`delete from timed_sales where artist_id = ${ARTIST}`)));
}
await bench.close();

console.log(
  `One artist with ${TRACKS.toLocaleString('en')} tracks, ${bench.url ? 'PostgreSQL' : 'PGlite'}, median of ${RUNS}:\n`,
);
console.log('| step | tracks changed | ms |\n| --- | --- | --- |');
for (const [name, row] of Object.entries(rows))
  console.log(`| ${name} | ${row.changed} | ${median(row.ms).toFixed(0)} |`);
