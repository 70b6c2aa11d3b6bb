import { effectiveOfferStatus, findOfferTransition } from '@beatpasal/shared/offer-states';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { insertOffer, updateOffer, type TOfferRow } from '../../db/repositories/offers-repository';
import { writeMessage } from '../messages/send-message';
import { notifyOfferReceived } from '../notifications/notify-people';
import { notifyOfferChange } from './notify-offer-change';
import { offerMessageBody } from './offer-message';

const HOUR_MS = 3600 * 1000;

export interface PlaceOfferInput {
  fromUserId: string;
  buyerId: string;
  artistId: string;
  trackId: string;
  trackTitle: string;
  licenceKind: TLicenceKind;
  priceNpr: number;
  expiresInHours: number;
  /** The open offer on the same licence, locked: a counter answers it, any other new offer replaces it. */
  previous: { row: TOfferRow; event: 'counter' | 'replace' } | null;
}

/**
 * The new offer, in the caller's transaction (which holds the track's and the previous offer's locks):
 * the previous offer stops standing, the new one is stored and posted into the chat as its sender's
 * message (so the chat's rules apply: who may write, blocks).
 */
export async function placeOffer(ctx: AppContext, tx: Tx, input: PlaceOfferInput): Promise<TOfferRow> {
  const { previous, expiresInHours, trackTitle, ...values } = input;
  if (previous) {
    const now = new Date();
    const lapsed = effectiveOfferStatus(previous.row.status, previous.row.expiresAt, false, now) === 'expired';
    const event = previous.event === 'replace' && lapsed ? 'expire' : previous.event;
    const transition = findOfferTransition(
      previous.row.status,
      event,
      previous.event === 'counter' ? 'receiver' : 'system',
    );
    if (transition) await updateOffer(tx, previous.row.id, { status: transition.to, decidedAt: now });
  }
  const offer = await insertOffer(tx, {
    ...values,
    expiresAt: new Date(Date.now() + expiresInHours * HOUR_MS),
    supersedesId: previous?.row.id ?? null,
  });
  const otherId = offer.fromUserId === offer.buyerId ? offer.artistId : offer.buyerId;
  const body = offerMessageBody({
    title: trackTitle,
    licenceKind: offer.licenceKind,
    priceNpr: offer.priceNpr,
    isCounter: previous?.event === 'counter',
    isFromArtist: offer.fromUserId === offer.artistId,
  });
  // The offer's id is the message's clientId: one card per offer, whatever retries.
  await writeMessage(ctx, tx, { userId: offer.fromUserId, otherId, body, clientId: offer.id, offerId: offer.id });
  await notifyOfferChange(ctx, tx, offer);
  await notifyOfferReceived(tx, { ...offer, toUserId: otherId });
  return offer;
}
