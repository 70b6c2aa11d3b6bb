import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracks } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertArtistProfile, insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

/**
 * Decision 048's dictionary counts are moved by every upload and edit: writers sharing words at once
 * (on PostgreSQL, each on its own connection) must neither deadlock nor lose a count.
 */
let t: TestApp;
let artistId: string;

beforeAll(async () => {
  t = await createTestApp();
  artistId = (await insertArtistProfile(t, 'Race Words')).id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const WORDS = ['gosainkunda', 'langtang', 'helambu', 'kyanjin'];
/** Every order of the shared words a title can take, so two writers lock them in opposite orders unless the trigger sorts them. */
const orders = WORDS.flatMap((first, i) =>
  WORDS.filter((_, j) => j !== i).map((second) => `${first} ${second} ${WORDS.at(i - 1)}`),
);

async function countsDisagreeing(): Promise<unknown[]> {
  const { rows } = await t.ctx.database.db.execute(sql`
    select w.word, w.track_count, count(tw.track_id)::int as held
    from search_words w left join track_words tw on tw.word = w.word
    where w.word in ${WORDS}
    group by w.word, w.track_count
    having w.track_count <> count(tw.track_id)`);
  return rows;
}

describe('the search dictionary under concurrent writers', () => {
  it('keeps every count when uploads and edits sharing words run at once', async () => {
    const settled = await Promise.allSettled(orders.map((title) => insertReadyTracks(t, artistId, [{ title }])));
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    const ids = settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    const edits = await Promise.allSettled(
      ids.map((id, n) =>
        t.ctx.database.db
          .update(tracks)
          .set({ title: n % 2 ? `${WORDS.toReversed().join(' ')}` : 'kyanjin only' })
          .where(eq(tracks.id, id)),
      ),
    );
    expect(edits.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await countsDisagreeing()).toEqual([]);
    const { rows } = await t.ctx.database.db.execute(
      sql`select word, track_count from search_words where word in ${WORDS} order by word`,
    );
    const half = ids.length / 2;
    expect(rows).toEqual([
      { word: 'gosainkunda', track_count: half },
      { word: 'helambu', track_count: half },
      { word: 'kyanjin', track_count: ids.length },
      { word: 'langtang', track_count: half },
    ]);
  });
});
