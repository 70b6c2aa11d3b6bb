import { effectiveOfferStatus, findOfferTransition } from '@beatpasal/shared/offer-states';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { insertOffer, updateOffer, type TOfferRow } from '../../db/repositories/offers-repository';
import { notifyOfferChange } from './notify-offer-change';

const HOUR_MS = 3600 * 1000;

export interface PlaceOfferInput {
  fromUserId: string;
  buyerId: string;
  artistId: string;
  trackId: string;
  licenceKind: TLicenceKind;
  priceNpr: number;
  expiresInHours: number;
  /** The open offer on the same licence, locked: a counter answers it, any other new offer replaces it. */
  previous: { row: TOfferRow; event: 'counter' | 'replace' } | null;
}

/**
 * The new offer, in the caller's transaction (which holds the track's and the previous offer's locks):
 * the previous offer stops standing, the new one is stored and posted into the chat.
 */
export async function placeOffer(ctx: AppContext, tx: Tx, input: PlaceOfferInput): Promise<TOfferRow> {
  const { previous, expiresInHours, ...values } = input;
  if (previous) {
    const now = new Date();
    const lapsed = effectiveOfferStatus(previous.row.status, previous.row.expiresAt, false, now) === 'expired';
    const event = previous.event === 'replace' && lapsed ? 'expire' : previous.event;
    const transition = findOfferTransition(previous.row.status, event, previous.event === 'counter' ? 'receiver' : 'system');
    if (transition) await updateOffer(tx, previous.row.id, { status: transition.to, decidedAt: now });
  }
  const offer = await insertOffer(tx, {
    ...values,
    expiresAt: new Date(Date.now() + expiresInHours * HOUR_MS),
    supersedesId: previous?.row.id ?? null,
  });
  await notifyOfferChange(ctx, tx, offer);
  return offer;
}
