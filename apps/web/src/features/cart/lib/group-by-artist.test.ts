import { describe, expect, it } from 'vitest';
import type { TCartLine } from '@beatpasal/shared/schemas/cart';
import { groupByArtist } from './group-by-artist';

const line = (trackId: string, artistId: string, priceNpr: number): TCartLine => ({
  trackId,
  licenceKind: 'lease',
  title: trackId,
  coverUrl: null,
  artist: { id: artistId, username: artistId, displayName: artistId },
  priceNpr,
  addedAt: '2026-12-05T04:00:00.000Z',
});

describe('groupByArtist', () => {
  it('keeps the order artists were first added in, with each artist’s subtotal in paisa', () => {
    const parts = groupByArtist([line('a', 'sita', 1500), line('b', 'ram', 999), line('c', 'sita', 1200)], new Date());
    expect(parts.map((part) => [part.artist.id, part.lines.map((l) => l.trackId), part.subtotalPaisa])).toEqual([
      ['sita', ['a', 'c'], 270000],
      ['ram', ['b'], 99900],
    ]);
  });

  it('has no parts for an empty cart', () => {
    expect(groupByArtist([], new Date())).toEqual([]);
  });
});
