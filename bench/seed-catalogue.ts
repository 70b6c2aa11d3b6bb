import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { artistsSql, licencesSql, SEARCH_WORDS_SQL, TRACK_COUNT_SQL, tracksSql } from './seed-sql';

/** One artist per this many tracks. */
const TRACKS_PER_ARTIST = 20;
/** Index builds running at once (the track words' btree takes longest and runs beside the others). */
const INDEX_BUILDERS = 2;

/**
 * Rows first with triggers and foreign-key checks off (session_replication_role = replica: the
 * role must be a superuser, as TEST_DATABASE_URL is) and the derived columns set in bulk, then
 * the secondary indexes of tracks and of the search dictionary, dropped before, are built two at a time: far faster than
 * growing them row by row.
 */
export async function seedCatalogue(database: Database, tracks: number): Promise<void> {
  const artists = Math.max(1, Math.round(tracks / TRACKS_PER_ARTIST));
  const { db } = database;
  const indexes = await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    if (database.kind === 'postgres') await tx.execute(sql`set local work_mem = '256MB'`);
    const { rows } = await tx.execute(sql`select pg_get_indexdef(indexrelid) as def, indexrelid::regclass::text as name
      from pg_index where indrelid in ('tracks'::regclass, 'track_words'::regclass, 'search_words'::regclass) and not indisprimary`);
    const dropped = rows as { def: string; name: string }[];
    for (const index of dropped) await tx.execute(sql.raw(`drop index ${index.name}`));
    for (const statement of [
      ...artistsSql(artists),
      tracksSql(tracks, artists),
      licencesSql(tracks),
      TRACK_COUNT_SQL,
      ...SEARCH_WORDS_SQL,
    ]) {
      await tx.execute(sql.raw(statement));
    }
    return dropped.sort(
      (a, b) => Number(b.name === 'track_words_word_recent_idx') - Number(a.name === 'track_words_word_recent_idx'),
    );
  });
  const queue = [...indexes];
  const builder = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      const { def } = index;
      await db.transaction(async (tx) => {
        if (database.kind === 'postgres') await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(def));
      });
    }
  };
  await Promise.all(Array.from({ length: INDEX_BUILDERS }, builder));
  await db.execute(sql`vacuum analyze tracks, track_licences, profiles, users, track_words, search_words`);
  await settle(database);
}

/**
 * The seed's pages written out before anything is measured. A million tracks leave about 2 GB
 * for PostgreSQL's checkpoints and the kernel's writeback, which took the CPU for a minute or two
 * after the seed. Hello world, measured first, then ran at 9,747 req/s against 16,101 beside 10,000
 * tracks, and every ratio to it looked better than it was.
 */
async function settle(database: Database): Promise<void> {
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
  execFileSync('sync');
}
