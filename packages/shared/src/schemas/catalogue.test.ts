import { describe, expect, it } from 'vitest';
import { FEED_SORTS, ZFeedPage, ZFeedQuery, ZTrackCard, ZTrackDetail } from './catalogue';
import { SAMPLE_CARD } from './sample-card';
import { messageOfKey } from '../message-keys';

/** The English of an issue's message, which the schemas give by key (decision record 077). */
const englishOf = (issueMessage: string) => messageOfKey(issueMessage)?.text ?? issueMessage;

const card = SAMPLE_CARD;
const messagesOf = (input: unknown) =>
  ZFeedQuery.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue.message)]) ?? [];

describe('ZFeedQuery', () => {
  it('defaults to the recent sort with no filters', () => {
    expect(ZFeedQuery.parse({})).toEqual({ sort: 'recent' });
    expect(FEED_SORTS).toEqual(['recent', 'likes', 'price_desc', 'tracks_uploaded']);
  });

  it('reads a query string, treating empty values as off', () => {
    const query = Object.fromEntries(
      new URLSearchParams(
        'sort=likes&cursor=abc&q=+lofi+&genre=R%26B&bpmMin=80&bpmMax=&key=A+minor&mood=Chill&priceMin=0&priceMax=5000&licence=lease',
      ),
    );
    expect(ZFeedQuery.parse(query)).toEqual({
      sort: 'likes',
      cursor: 'abc',
      q: 'lofi',
      genre: 'R&B',
      bpmMin: 80,
      key: 'A minor',
      mood: 'Chill',
      priceMin: 0,
      priceMax: 5000,
      licence: 'lease',
    });
    expect(ZFeedQuery.parse({ q: '   ', sort: '' })).toEqual({ sort: 'recent' });
  });

  it('rejects unknown values and impossible ranges', () => {
    expect(ZFeedQuery.safeParse({ sort: 'random' }).success).toBe(false);
    expect(ZFeedQuery.safeParse({ genre: 'Polka' }).success).toBe(false);
    expect(messagesOf({ bpmMin: 'fast' })).toEqual([['bpmMin', 'BPM must be a whole number between 40 and 300.']]);
    expect(messagesOf({ bpmMin: '140', bpmMax: '90' })).toEqual([
      ['bpmMin', 'The lowest BPM cannot be above the highest.'],
    ]);
    expect(messagesOf({ priceMin: '5000', priceMax: '100' })).toEqual([
      ['priceMin', 'The lowest price cannot be above the highest.'],
    ]);
    expect(messagesOf({ priceMin: '1.5' })).toEqual([['priceMin', 'Prices must be whole rupees.']]);
  });
});

describe('track responses', () => {
  it('accept a card and a page of cards', () => {
    expect(ZFeedPage.parse({ items: [card], nextCursor: null }).items[0]).toEqual(card);
  });

  it('only show purchase states a card has a label for', () => {
    expect(ZTrackCard.safeParse({ ...card, purchaseStatus: 'approved' }).success).toBe(true);
    expect(ZTrackCard.safeParse({ ...card, purchaseStatus: 'rejected' }).success).toBe(false);
  });

  it('strip fields a response must not leak', () => {
    const detail = ZTrackDetail.parse({
      ...card,
      artist: { ...card.artist, id: 'u1', email: 'private@example.com' },
      description: '',
      musicalKey: 'A minor',
      mood: null,
      tags: ['lofi'],
      licences: [],
      createdAt: '2025-01-02T03:04:05.000Z',
      masterPath: 'masters/t1.wav',
    });
    expect(detail).not.toHaveProperty('masterPath');
    expect(detail.artist).not.toHaveProperty('email');
  });
});
