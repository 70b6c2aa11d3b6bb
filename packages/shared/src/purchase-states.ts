/**
 * Every state a purchase can be in and every way it may move, as one table (DESIGN §2, spec §4,
 * docs/decisions/019-purchase-states.md). Services and jobs ask `findTransition` before they
 * change a purchase, inside the transaction that holds its row lock; a move not in the table is
 * refused, whoever asks.
 */

export const PURCHASE_STATUSES = ['awaiting_payment', 'pending', 'approved', 'rejected', 'closed', 'expired'] as const;
export type TPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** A purchase the buyer may still pay for or the artist still has to decide: at most one per (buyer, track, kind). */
export const OPEN_STATUSES = ['awaiting_payment', 'pending'] as const satisfies readonly TPurchaseStatus[];

export type TPurchaseEvent = 'submit_proof' | 'approve' | 'reject' | 'revoke' | 'close_sold' | 'expire';
/**
 * `system` is the server itself: another purchase's approval, or the expiry job. `admin` is an
 * administrator deciding a dispute for the buyer.
 */
export type TPurchaseActor = 'buyer' | 'artist' | 'admin' | 'system';

export type TPurchaseEffect =
  | 'store_screenshot'
  | 'mail_artist'
  | 'notify_artist'
  | 'mark_sold_if_exclusive'
  | 'close_other_exclusive'
  | 'prepare_downloads'
  | 'put_back_on_sale_if_sold_by_it'
  | 'revoke_licence_keep_agreement'
  | 'resolve_dispute_for_buyer'
  | 'mail_artist_revoked'
  | 'mail_buyer'
  | 'notify_buyer';

export interface TPurchaseTransition {
  from: TPurchaseStatus;
  event: TPurchaseEvent;
  to: TPurchaseStatus;
  who: TPurchaseActor;
  effects: readonly TPurchaseEffect[];
}

export const PURCHASE_TRANSITIONS: readonly TPurchaseTransition[] = [
  {
    from: 'awaiting_payment',
    event: 'submit_proof',
    to: 'pending',
    who: 'buyer',
    effects: ['store_screenshot', 'mail_artist', 'notify_artist'],
  },
  {
    from: 'pending',
    event: 'approve',
    to: 'approved',
    who: 'artist',
    effects: ['mark_sold_if_exclusive', 'close_other_exclusive', 'prepare_downloads', 'mail_buyer', 'notify_buyer'],
  },
  // Paid without proof, confirmed by the artist's own credit message (decision 065): the bank's word beats any screenshot.
  {
    from: 'awaiting_payment',
    event: 'approve',
    to: 'approved',
    who: 'artist',
    effects: ['mark_sold_if_exclusive', 'close_other_exclusive', 'prepare_downloads', 'mail_buyer', 'notify_buyer'],
  },
  { from: 'pending', event: 'reject', to: 'rejected', who: 'artist', effects: ['mail_buyer', 'notify_buyer'] },
  // A paid sale stays paid (decision 066): the artist cannot reject it. It is undone only through the buyer's
  // dispute, which the artist accepts or an administrator decides for the buyer, with the refund stated. The
  // buyer keeps the agreement, marked revoked; the track goes back on sale only if this sale sold it.
  {
    from: 'approved',
    event: 'revoke',
    to: 'rejected',
    who: 'artist',
    effects: [
      'revoke_licence_keep_agreement',
      'resolve_dispute_for_buyer',
      'put_back_on_sale_if_sold_by_it',
      'mail_buyer',
      'mail_artist_revoked',
      'notify_buyer',
    ],
  },
  {
    from: 'approved',
    event: 'revoke',
    to: 'rejected',
    who: 'admin',
    effects: [
      'revoke_licence_keep_agreement',
      'resolve_dispute_for_buyer',
      'put_back_on_sale_if_sold_by_it',
      'mail_buyer',
      'mail_artist_revoked',
      'notify_buyer',
    ],
  },
  {
    from: 'awaiting_payment',
    event: 'close_sold',
    to: 'closed',
    who: 'system',
    effects: ['mail_buyer', 'notify_buyer'],
  },
  { from: 'pending', event: 'close_sold', to: 'closed', who: 'system', effects: ['mail_buyer', 'notify_buyer'] },
  { from: 'awaiting_payment', event: 'expire', to: 'expired', who: 'system', effects: [] },
];

export function findTransition(
  from: TPurchaseStatus,
  event: TPurchaseEvent,
  who: TPurchaseActor,
): TPurchaseTransition | null {
  return PURCHASE_TRANSITIONS.find((row) => row.from === from && row.event === event && row.who === who) ?? null;
}

/** An unpaid purchase stops blocking a new one after this long (and its order reference stops being valid). */
export const AWAITING_PAYMENT_HOURS = 48;
