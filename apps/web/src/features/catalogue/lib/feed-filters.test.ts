import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  effectiveSort,
  feedQueryString,
  readFeedFilters,
  writeFeedFilters,
} from './feed-filters';

describe('feed filters in the URL', () => {
  it('reads every filter and writes the same address back', () => {
    const address =
      'q=dark+808&genre=R%26B&bpmMin=80&bpmMax=140&key=A+minor&mood=Dark&priceMin=500&priceMax=5000&licence=exclusive&sort=likes';
    const filters = readFeedFilters(new URLSearchParams(address));
    expect(filters).toEqual({
      q: 'dark 808',
      genre: 'R&B',
      bpmMin: 80,
      bpmMax: 140,
      key: 'A minor',
      mood: 'Dark',
      priceMin: 500,
      priceMax: 5000,
      licence: 'exclusive',
      sort: 'likes',
    });
    expect(writeFeedFilters(filters).toString()).toBe(address);
  });

  it('drops values it cannot use instead of sending them', () => {
    const filters = readFeedFilters(
      new URLSearchParams('genre=Polka&bpmMin=10&bpmMax=12x&key=H+major&licence=free&sort=oldest&priceMin=-5'),
    );
    expect(filters).toEqual(EMPTY_FILTERS);
    expect(writeFeedFilters(filters).toString()).toBe('');
  });

  it('adds home=1 for the home feed', () => {
    expect(feedQueryString({ ...EMPTY_FILTERS, sort: 'price_desc' }, { home: true })).toBe('sort=price_desc&home=1');
  });

  it('counts a range as one filter', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, bpmMin: 90, bpmMax: 100, genre: 'Trap', priceMax: 900 })).toBe(3);
    expect(countActiveFilters({ ...EMPTY_FILTERS, q: 'lofi', sort: 'likes' })).toBe(0);
  });

  it('uses best match only when there is a search text', () => {
    expect(effectiveSort(EMPTY_FILTERS)).toBe('recent');
    expect(effectiveSort({ ...EMPTY_FILTERS, q: 'drill' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_FILTERS, sort: 'relevance' })).toBe('recent');
    expect(effectiveSort({ ...EMPTY_FILTERS, q: 'drill', sort: 'likes' })).toBe('likes');
  });
});
