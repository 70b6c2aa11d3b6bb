import type { TFeedPage, TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { patchTrackInData, uniqueTracks } from './track-cache';

function card(id: string, overrides: Partial<TTrackCard> = {}): TTrackCard {
  return {
    id,
    title: `Track ${id}`,
    genre: 'Trap',
    bpm: 140,
    coverUrl: null,
    artist: { username: 'sita', displayName: 'Sita', avatarUrl: null },
    likeCount: 2,
    isLiked: false,
    isSold: false,
    lowestPriceNpr: 1500,
    hasNegotiable: false,
    artistTrackCount: 3,
    purchaseStatus: null,
    durationSeconds: 60,
    previewReady: true,
    previewLink: null,
    ...overrides,
  };
}

describe('patchTrackInData', () => {
  it('changes the track in every page and keeps the rest as it was', () => {
    const other = card('b');
    const data = {
      pages: [
        { items: [card('a'), other], nextCursor: 'x' },
        { items: [card('a')], nextCursor: null },
      ],
      pageParams: [null, 'x'],
    };
    const patched = patchTrackInData(data, 'a', { isLiked: true, likeCount: 3 });
    expect(patched.pages[0]?.items[0]).toMatchObject({ isLiked: true, likeCount: 3 });
    expect(patched.pages[1]?.items[0]).toMatchObject({ isLiked: true, likeCount: 3 });
    expect(patched.pages[0]?.items[1]).toBe(other);
    expect(patched.pageParams).toBe(data.pageParams);
  });

  it('changes a track page and leaves data without the track untouched', () => {
    const page = { ...card('a'), artist: { id: 'a', username: 'sita', displayName: null, avatarUrl: null } };
    expect(patchTrackInData(page, 'a', { likeCount: 9 }).likeCount).toBe(9);
    const unrelated = { genres: [{ genre: 'Trap', trackCount: 1 }] };
    expect(patchTrackInData(unrelated, 'a', { likeCount: 9 })).toBe(unrelated);
  });
});

describe('uniqueTracks', () => {
  it('shows a track that appears on two pages once, in first-seen order', () => {
    const pages: TFeedPage[] = [
      { items: [card('a'), card('b')], nextCursor: '1' },
      { items: [card('b'), card('c')], nextCursor: null },
    ];
    expect(uniqueTracks(pages).map((track) => track.id)).toEqual(['a', 'b', 'c']);
    expect(uniqueTracks(undefined)).toEqual([]);
  });
});
