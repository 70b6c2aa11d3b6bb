import { ZFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { ZStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import { SAMPLE_CARD } from '@beatpasal/shared/schemas/sample-card';
import { describe, expect, it } from 'vitest';
import { responseSerializer } from './response-serializer';

const card = SAMPLE_CARD;
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
