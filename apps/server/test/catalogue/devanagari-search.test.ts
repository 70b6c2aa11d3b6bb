import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { feedSource } from '../../src/db/repositories/feed-sources';
import { cardPageQuery } from '../../src/db/repositories/track-cards-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertArtistProfile, insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const sita = await insertArtistProfile(t, 'सीता शर्मा');
  const ram = await insertArtistProfile(t, 'DJ Ramesh');
  await insertReadyTracks(t, sita.id, [
    { title: 'पहाडको धुन', tags: ['लोक', 'दोहोरी'] },
    { title: 'नेपाली गीत', tags: ['प्रेम'] },
  ]);
  await insertReadyTracks(t, ram.id, [
    { title: 'Nepali Night', tags: ['trap'] },
    { title: 'Night Drive', tags: ['808'] },
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function titles(q: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/tracks?q=${encodeURIComponent(q)}&sort=relevance` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TFeedPage).items.map((card) => card.title).sort();
}

describe('search in Nepali', () => {
  it('finds Devanagari titles, tags and artist names', async () => {
    expect(await titles('धुन')).toEqual(['पहाडको धुन']);
    expect(await titles('दोहोरी')).toEqual(['पहाडको धुन']);
    expect(await titles('सीता')).toEqual(['नेपाली गीत', 'पहाडको धुन']);
  });

  it('finds a common word in either script from the other', async () => {
    expect(await titles('nepali')).toEqual(['Nepali Night', 'नेपाली गीत']);
    expect(await titles('नेपाली')).toEqual(['Nepali Night', 'नेपाली गीत']);
    expect(await titles('prem')).toEqual(['नेपाली गीत']);
    expect(await titles('dohori dhun')).toEqual(['पहाडको धुन']);
  });

  it("matches every spelling through the trigram index of the dictionary, then reads each matched word's tracks from its index", async () => {
    const explain = async (query: SQL) =>
      t.ctx.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('pg_trgm.word_similarity_threshold', '0.4', true)`,
        );
        const rows = (await tx.execute(sql`explain ${query}`)).rows;
        return rows.map((row) => Object.values(row as Record<string, string>)[0]).join('\n');
      });
    // The lookup of search_word_matches (migration 0018), whose own plan EXPLAIN does not show.
    const dictionary = await explain(
      sql`select d.word from unnest(array['nepali', 'नेपाली']) s(spelling) join search_words d on s.spelling <% d.word`,
    );
    expect(dictionary).toContain('search_words_trgm_idx');
    expect(dictionary).not.toContain('Seq Scan');
    const page = await explain(
      cardPageQuery(feedSource('relevance', { q: 'nepali', home: false }), { after: null, limit: 24 }),
    );
    expect(page).toContain('track_words_word_recent_idx');
    expect(page).not.toMatch(/Seq Scan on (tracks|track_words)/);
  });
});
