import { describe, expect, it } from 'vitest';
import { DEMO_ARTISTS } from './demo-people';
import { DEMO_TITLES, GENRE_TAGS } from './demo-titles';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the demo catalogue', () => {
  it('has artists, titles and tags written in Devanagari, for search and layout in Nepali', () => {
    expect(DEMO_ARTISTS.filter((artist) => DEVANAGARI.test(artist.displayName)).length).toBeGreaterThanOrEqual(2);
    expect(DEMO_TITLES.filter((title) => DEVANAGARI.test(title)).length).toBeGreaterThanOrEqual(6);
    expect(
      Object.values(GENRE_TAGS)
        .flat()
        .some((tag) => DEVANAGARI.test(tag)),
    ).toBe(true);
    expect(new Set(DEMO_TITLES).size).toBe(DEMO_TITLES.length);
  });
});
