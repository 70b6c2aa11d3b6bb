import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { cardPageQuery } from '../src/db/repositories/track-cards-repository';
import { feedSource, artistTracksSource, likedTracksSource, type FeedFilters } from '../src/db/repositories/feed-sources';
import { WORD_SIMILARITY_THRESHOLD } from '../src/db/repositories/run-search-query';
import type { CardPageSource } from '../src/db/repositories/card-page-source';

const database = await openDatabase({ url: process.argv[2]! });
const db = database.db;
const only = process.argv[3];
const base: FeedFilters = { home: false };
const cases: [string, CardPageSource, string[] | null][] = [
  ['recent p1', feedSource('recent', base), null],
  ['recent deep', feedSource('recent', base), ['DEEP']],
  ['likes p1', feedSource('likes', base), null],
  ['likes deep', feedSource('likes', base), ['DEEP']],
  ['price p1', feedSource('price_desc', base), null],
  ['price deep', feedSource('price_desc', base), ['DEEP']],
  ['uploaded p1', feedSource('tracks_uploaded', base), null],
  ['uploaded deep', feedSource('tracks_uploaded', base), ['DEEP']],
  ['genre recent', feedSource('recent', { ...base, genre: 'Trap' }), null],
  ['genre likes', feedSource('likes', { ...base, genre: 'Trap' }), null],
  ['home recent', feedSource('recent', { home: true }), null],
  ['home likes deep', feedSource('likes', { home: true }), ['DEEP']],
  ['home uploaded', feedSource('tracks_uploaded', { home: true }), null],
  ['search relevance', feedSource('relevance', { ...base, q: 'drll nigt' }), null],
  ['search relevance deep', feedSource('relevance', { ...base, q: 'drll nigt' }), ['DEEP']],
  ['search rare', feedSource('relevance', { ...base, q: 'tag7 raim' }), null],
  ['genre likes deep', feedSource('likes', { ...base, genre: 'Trap' }), ['DEEP']],
  ['search recent', feedSource('recent', { ...base, q: 'artist 77' }), null],
  ['filters bpm+licence', feedSource('recent', { ...base, bpmMin: 90, bpmMax: 100, licence: 'lease', priceMax: 5000 }), null],
  ['artist recent', artistTracksSource('u77', 'songs'), null],
  ['artist likes', artistTracksSource('u77', 'likes'), null],
  ['liked', likedTracksSource('u5'), null],
];
for (const [name, source, after] of cases) {
  if (only && !name.startsWith(only)) continue;
  let cursor = after;
  if (after && after[0] === 'DEEP') {
    // walk 2000 pages' worth: take the cursor of row 18000 via a plain query
    const first = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
      return tx.execute(cardPageQuery(source, { viewerId: 'u5', after: null, limit: 18000 }));
    });
    const rows = first.rows as { cursor_keys: string[] }[];
    cursor = rows[rows.length - 2]?.cursor_keys ?? null;
  }
  const query = cardPageQuery(source, { viewerId: 'u5', after: cursor, limit: 9 });
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    await tx.execute(query);
    return tx.execute(sql`explain (analyze, costs off, timing off, summary on) ${query}`);
  });
  const lines = plan.rows.map((row) => String(Object.values(row)[0]));
  const seq = lines.some((line) => line.includes('Seq Scan on tracks'));
  console.log(`\n== ${name}: ${lines.at(-1)}${seq ? '  SEQ SCAN ON TRACKS' : ''}`);
  if (process.env.VERBOSE) console.log(lines.join('\n'));
}
await database.close();
