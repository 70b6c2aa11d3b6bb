import { OFFER_MESSAGES, type TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { findOfferView, lockOfferTrack, lockOwnOffer, updateOffer, type TOfferRow } from '../../db/repositories/offers-repository';
import { findOpenPurchase, findOwnPurchase, updatePurchase } from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';
import { insertPurchaseWithReference } from '../purchases/create-purchase';
import { requireTransition } from '../purchases/purchase-access';
import { notifyOfferChange } from './notify-offer-change';
import { actorOf, offerNotFound, requireOfferTransition } from './offer-access';
import { presentOffer } from './present-offer';
import { settleLapsedOffer } from './settle-lapsed-offer';

/**
 * An unpaid purchase of the same licence (from an earlier offer) gives way to the new agreed price;
 * one whose payment proof is already with the artist does not.
 */
async function clearOpenPurchase(tx: Tx, offer: TOfferRow): Promise<void> {
  const open = await findOpenPurchase(tx, offer.buyerId, offer.trackId, offer.licenceKind);
  if (!open) return;
  const locked = await findOwnPurchase(tx, open.id, { buyerId: offer.buyerId }, { forUpdate: true });
  if (!locked || locked.status === 'expired') return;
  if (locked.status !== 'awaiting_payment') throw new AppError('CONFLICT', { userMessage: OFFER_MESSAGES.purchasePending });
  const transition = requireTransition(locked.status, 'expire', 'system');
  await updatePurchase(tx, locked.id, { status: transition.to });
}

/**
 * POST /api/offers/:id/accept: the receiver agrees, and the buyer's purchase is made at the agreed
 * price with the usual licence snapshot, then paid through the normal checkout. One transaction
 * locks the track, then the offer, and checks its state: of an accept and a decline (or a counter)
 * at once exactly one wins, and accepting again returns the same purchase.
 */
export async function acceptOffer(ctx: AppContext, input: { userId: string; offerId: string }): Promise<TOffer> {
  const { db } = ctx.database;
  const found = await findOfferView(db, input.offerId, input.userId);
  if (!found) throw offerNotFound();
  const refusal = await db.transaction(async (tx) => {
    const track = await lockOfferTrack(tx, found.offer.trackId);
    const offer = await lockOwnOffer(tx, found.offer.id, input.userId);
    if (!offer || !track) throw offerNotFound();
    if (offer.status === 'accepted' && actorOf(offer, input.userId) === 'receiver') return null;
    const transition = requireOfferTransition(offer, 'accept', input.userId);
    const lapsed = await settleLapsedOffer(tx, offer, track);
    if (lapsed) return lapsed;
    await clearOpenPurchase(tx, offer);
    const { buyerId, trackId, artistId, licenceKind } = offer;
    const purchase = await insertPurchaseWithReference(tx, { buyerId, trackId, artistId, licenceKind, price: { kind: 'agreed', priceNpr: offer.priceNpr } });
    await updateOffer(tx, offer.id, { status: transition.to, purchaseId: purchase.id, decidedAt: new Date() });
    await notifyOfferChange(ctx, tx, offer);
    return null;
  });
  if (refusal) throw refusal;
  return presentOffer(ctx.storage, (await findOfferView(db, found.offer.id, input.userId))!);
}
