import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { FEED_ORDERS } from '@beatpasal/shared/feed-orders';
import { profiles } from '../schema/profiles';
import type { CardPageSource, TKeyType } from './card-page-source';
import { artistTracksSource, feedSource, likedTracksSource, type FeedFilters } from './feed-sources';
import { queryText } from './query-text';
import { cardPageQuery } from './track-cards-repository';

const dialect = new PgDialect();
const ARTIST = '8f0e2b8a-4c1e-4f4e-9a53-2a1c8d9b7e10';
const SAMPLE_KEY: Record<TKeyType, string> = {
  int: '3',
  text: 'artist1',
  uuid: ARTIST,
  timestamp: '2026-11-29T04:00:00.123456Z',
  real: '0.5',
};
const cursorOf = (source: CardPageSource) => source.keys.map((key) => SAMPLE_KEY[key.type]);

function expectSameAsDrizzle(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  expect(queryText(query)).toEqual({ sql: text, params });
}

describe('queryText', () => {
  const filterSets: FeedFilters[] = [
    { home: false },
    { home: true },
    { home: false, q: 'himalyan' },
    {
      home: false,
      q: 'nigt drve "quoted\\ word"',
      genre: 'Trap',
      bpmMin: 80,
      bpmMax: 140,
      priceMin: 500,
      priceMax: 9000,
      key: 'C minor',
      mood: 'Dark',
      licence: 'lease',
    },
  ];

  it('writes every card list as drizzle does, on the first page and after a cursor', () => {
    for (const filters of filterSets) {
      for (const order of FEED_ORDERS) {
        const source = feedSource(order, filters);
        expectSameAsDrizzle(cardPageQuery(source, { after: null, limit: 24 }));
        expectSameAsDrizzle(cardPageQuery(source, { after: cursorOf(source), limit: 24 }));
      }
    }
    expectSameAsDrizzle(cardPageQuery(artistTracksSource(ARTIST, 'likes'), { after: null, limit: 24 }));
    const liked = likedTracksSource(ARTIST);
    expectSameAsDrizzle(cardPageQuery(liked, { after: cursorOf(liked), limit: 24 }));
  });

  it('hands a query with columns and drizzle params to the dialect', () => {
    const query = new QueryBuilder()
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.username, 'artist1'))
      .getSQL();
    expect(queryText(query)).toEqual(dialect.sqlToQuery(query));
    const inlined = sql`select ${'text'} as value`.inlineParams();
    expect(queryText(inlined)).toEqual(dialect.sqlToQuery(inlined));
  });

  it('numbers plain values in order, as parameters', () => {
    expect(queryText(sql`select ${1}::integer, ${'a'}::text, ${sql`${true}::boolean`}`)).toEqual({
      sql: 'select $1::integer, $2::text, $3::boolean',
      params: [1, 'a', true],
    });
  });
});
