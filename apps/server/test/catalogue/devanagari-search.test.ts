import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
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
  await insertReadyTracks(t, ram.id, [{ title: 'Nepali Night', tags: ['trap'] }, { title: 'Night Drive', tags: ['808'] }]);
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

  it('keeps every spelling of a word on the trigram index, with no table scan', async () => {
    const plan = await t.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
      const rows = (await tx.execute(sql`explain select id from tracks t where ('nepali' <% t.search_text or 'नेपाली' <% t.search_text)`)).rows;
      return rows.map((row) => Object.values(row as Record<string, string>)[0]).join('\n');
    });
    expect(plan).toContain('tracks_search_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
