import { OFFER_MESSAGES, type TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { updateOffer, type TOfferRow } from '../../db/repositories/offers-repository';
import { findOpenPurchase, findOwnPurchase, updatePurchase } from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';
import { insertPurchaseWithReference } from '../purchases/create-purchase';
import { requireTransition } from '../purchases/purchase-access';
import { answerOffer } from './answer-offer';
import { notifyOfferChange } from './notify-offer-change';

/**
 * An unpaid purchase of the same licence (from an earlier offer) gives way to the new agreed price;
 * one whose payment proof is already with the artist does not.
 */
async function clearOpenPurchase(tx: Tx, offer: TOfferRow): Promise<void> {
  const open = await findOpenPurchase(tx, offer.buyerId, offer.trackId, offer.licenceKind);
  if (!open) return;
  const locked = await findOwnPurchase(tx, open.id, { buyerId: offer.buyerId }, { forUpdate: true });
  if (!locked || locked.status === 'expired') return;
  if (locked.status !== 'awaiting_payment')
    throw new AppError('CONFLICT', { userMessage: OFFER_MESSAGES.purchasePending });
  const transition = requireTransition(locked.status, 'expire', 'system');
  await updatePurchase(tx, locked.id, { status: transition.to });
}

/**
 * POST /api/offers/:id/accept: the receiver agrees, and the buyer's purchase is made at the agreed
 * price with the usual licence snapshot, then paid through the normal checkout. One transaction
 * locks the track, then the offer, and checks its state: of an accept and a decline (or a counter)
 * at once exactly one wins, and accepting again returns the same purchase.
 */
export function acceptOffer(ctx: AppContext, input: { userId: string; offerId: string }): Promise<TOffer> {
  return answerOffer(ctx, input, 'accept', async (tx, offer, _track, transition) => {
    await clearOpenPurchase(tx, offer);
    const { buyerId, trackId, artistId, licenceKind } = offer;
    const purchase = await insertPurchaseWithReference(tx, {
      buyerId,
      trackId,
      artistId,
      licenceKind,
      price: { kind: 'agreed', priceNpr: offer.priceNpr },
    });
    await updateOffer(tx, offer.id, { status: transition.to, purchaseId: purchase.id, decidedAt: new Date() });
    await notifyOfferChange(ctx, tx, offer);
  });
}
