import { describe, expect, it } from 'vitest';
import { GENRES, ZGenre, genreFromSegment, genrePath, genreToSegment, isGenre } from './genres';
import { messageOfKey } from './message-keys';

describe('GENRES', () => {
  it('lists the 18 genres of the spec in its order', () => {
    expect(GENRES).toEqual([
      'Hip-Hop',
      'Trap',
      'Lo-Fi',
      'Pop',
      'Rock',
      'EDM',
      'R&B',
      'Reggae',
      'Drill',
      'Instrumental',
      'Beats',
      'Loop',
      'Sample',
      'Soundtrack',
      'Ambient',
      'Experimental',
      'Cover Song',
      'Other',
    ]);
  });
});

describe('ZGenre', () => {
  it('accepts a listed genre and rejects anything else with a clear message', () => {
    expect(ZGenre.parse('R&B')).toBe('R&B');
    const result = ZGenre.safeParse('Polka');
    expect(result.success).toBe(false);
    expect(messageOfKey(result.error?.issues[0]?.message)?.text).toBe('Choose a genre from the list.');
  });

  it('is case sensitive, as stored values are', () => {
    expect(ZGenre.safeParse('hip-hop').success).toBe(false);
    expect(isGenre('Hip-Hop')).toBe(true);
    expect(isGenre('hip-hop')).toBe(false);
  });
});

describe('genre URL segments', () => {
  it('encodes characters that are not safe in a path', () => {
    expect(genreToSegment('R&B')).toBe('R%26B');
    expect(genreToSegment('Cover Song')).toBe('Cover%20Song');
    expect(genrePath('Lo-Fi')).toBe('/genre/Lo-Fi');
  });

  it('decodes every genre back to itself', () => {
    for (const genre of GENRES) {
      expect(genreFromSegment(genreToSegment(genre))).toBe(genre);
    }
  });

  it('accepts a segment the router already decoded, and any letter case', () => {
    expect(genreFromSegment('R&B')).toBe('R&B');
    expect(genreFromSegment('cover song')).toBe('Cover Song');
    expect(genreFromSegment('hip-hop')).toBe('Hip-Hop');
  });

  it('returns null for unknown or malformed segments', () => {
    expect(genreFromSegment('Polka')).toBeNull();
    expect(genreFromSegment('%E0%A4%A')).toBeNull();
    expect(genreFromSegment('')).toBeNull();
  });
});
