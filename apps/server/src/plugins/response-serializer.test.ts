import { ZFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { ZStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import { describe, expect, it } from 'vitest';
import { responseSerializer } from './response-serializer';

const card = {
  id: 't1', title: 'Kathmandu Nights', genre: 'Lo-Fi', bpm: 85, coverUrl: null,
  artist: { username: 'dj_sujan', displayName: 'DJ Sujan', avatarUrl: null },
  likeCount: 3, isLiked: false, isSold: false, lowestPriceNpr: 1500, hasNegotiable: false, artistTrackCount: 4,
  purchaseStatus: null, durationSeconds: 142.5, previewReady: true,
  previewLink: { url: '/files/private/previews/t1.mp3?sig=x', expiresAt: '2025-01-02T04:04:05.000Z' },
};
const page = { items: [card], nextCursor: null };
const leaking = { items: [{ ...card, artist: { ...card.artist, email: 'sujan@example.com' } }], nextCursor: null };

function serializerFor(schema: unknown, isProduction: boolean) {
  return responseSerializer(isProduction)({ schema, method: 'GET', url: '/api/tracks', httpStatus: '200' } as never);
}

describe('responseSerializer', () => {
  it('writes a card list as built in production', () => {
    expect(serializerFor(ZFeedPage, true)(page)).toBe(JSON.stringify(page));
  });

  it('fails a card list holding a field its schema does not declare outside production', () => {
    expect(serializerFor(ZFeedPage, false)(page)).toBe(JSON.stringify(page));
    expect(() => serializerFor(ZFeedPage, false)(leaking)).toThrow(/does not declare/);
  });

  it('checks every other answer against its schema in production too', () => {
    const link = { url: '/files/private/a.mp3?sig=x', expiresAt: '2025-01-02T04:04:05.000Z' };
    expect(JSON.parse(serializerFor(ZStreamLink, true)({ ...link, secret: 'x' }) as string)).toEqual(link);
  });
});
