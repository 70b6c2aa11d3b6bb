import { describe, expect, it } from 'vitest';
import {
  effectiveOfferStatus,
  findOfferTransition,
  OFFER_TRANSITIONS,
  type TOfferActor,
  type TOfferEvent,
} from './offer-states';
import { OFFER_STATUSES } from './schemas/offers';

const EVENTS: TOfferEvent[] = ['accept', 'decline', 'counter', 'replace', 'expire', 'void'];
const ACTORS: TOfferActor[] = ['receiver', 'sender', 'system'];

const EXPECTED = [
  'pending --accept (receiver)--> accepted',
  'pending --decline (receiver)--> declined',
  'pending --counter (receiver)--> countered',
  'pending --replace (system)--> countered',
  'pending --expire (system)--> expired',
  'pending --void (system)--> void',
];

describe('offer state table', () => {
  it('allows exactly the moves of DESIGN §2 "Negotiable" and nothing else', () => {
    const allowed: string[] = [];
    for (const from of OFFER_STATUSES) {
      for (const event of EVENTS) {
        for (const who of ACTORS) {
          const row = findOfferTransition(from, event, who);
          if (row) allowed.push(`${from} --${event} (${who})--> ${row.to}`);
        }
      }
    }
    expect(allowed.sort()).toEqual([...EXPECTED].sort());
  });

  it('never lets the maker answer their own offer, and only acceptance makes a purchase', () => {
    expect(OFFER_TRANSITIONS.filter((row) => row.who === 'sender')).toEqual([]);
    expect(OFFER_TRANSITIONS.filter((row) => row.effects.includes('create_purchase')).map((row) => row.to)).toEqual([
      'accepted',
    ]);
  });
});

describe('effectiveOfferStatus', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const later = new Date('2026-11-24T13:00:00Z');
  const earlier = new Date('2026-11-24T11:00:00Z');

  it.each([
    ['pending', later, false, 'pending'],
    ['pending', earlier, false, 'expired'],
    ['pending', now, false, 'expired'],
    ['pending', later, true, 'void'],
    ['accepted', earlier, true, 'accepted'],
    ['declined', later, false, 'declined'],
  ] as const)('%s until %s, sold %s → %s', (stored, expiresAt, isSold, expected) => {
    expect(effectiveOfferStatus(stored, expiresAt, isSold, now)).toBe(expected);
  });
});
