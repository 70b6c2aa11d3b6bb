/**
 * Every state an offer can be in and every way it may move, as one table (DESIGN §2 "Negotiable",
 * docs/decisions/025-offers.md). The services ask `findOfferTransition` inside the transaction that
 * holds the offer's row lock; a move not in the table is refused, whoever asks.
 *
 * `receiver` is the other person of the offer (the one who did not make it); `sender` made it;
 * `system` is the server itself (the expiry time passed, the track was sold, or the same person
 * replaced it with a newer offer on the same licence).
 */
import type { TOfferStatus } from './schemas/offers';

export type TOfferEvent = 'accept' | 'decline' | 'counter' | 'replace' | 'expire' | 'void';
export type TOfferActor = 'receiver' | 'sender' | 'system';
export type TOfferEffect = 'create_purchase' | 'new_offer' | 'chat_message' | 'notify_both';

export interface TOfferTransition {
  from: TOfferStatus;
  event: TOfferEvent;
  to: TOfferStatus;
  who: TOfferActor;
  effects: readonly TOfferEffect[];
}

export const OFFER_TRANSITIONS: readonly TOfferTransition[] = [
  { from: 'pending', event: 'accept', to: 'accepted', who: 'receiver', effects: ['create_purchase', 'notify_both'] },
  { from: 'pending', event: 'decline', to: 'declined', who: 'receiver', effects: ['notify_both'] },
  {
    from: 'pending',
    event: 'counter',
    to: 'countered',
    who: 'receiver',
    effects: ['new_offer', 'chat_message', 'notify_both'],
  },
  // A newer offer on the same track and licence in the same conversation, by either side, stands instead.
  { from: 'pending', event: 'replace', to: 'countered', who: 'system', effects: ['notify_both'] },
  { from: 'pending', event: 'expire', to: 'expired', who: 'system', effects: [] },
  { from: 'pending', event: 'void', to: 'void', who: 'system', effects: [] },
];

export function findOfferTransition(from: TOfferStatus, event: TOfferEvent, who: TOfferActor): TOfferTransition | null {
  return OFFER_TRANSITIONS.find((row) => row.from === from && row.event === event && row.who === who) ?? null;
}

/**
 * What a stored offer is now: a pending offer whose time ran out reads as expired, one on a track
 * that was sold as void, without waiting for anything to write that down.
 */
export function effectiveOfferStatus(
  stored: TOfferStatus,
  expiresAt: Date,
  isTrackSold: boolean,
  now: Date = new Date(),
): TOfferStatus {
  if (stored !== 'pending') return stored;
  if (isTrackSold) return 'void';
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}
