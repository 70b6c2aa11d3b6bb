import type { TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import { findOfferView, lockOfferTrack, lockOwnOffer, updateOffer } from '../../db/repositories/offers-repository';
import { notifyOfferChange } from './notify-offer-change';
import { actorOf, offerNotFound, requireOfferTransition } from './offer-access';
import { presentOffer } from './present-offer';
import { settleLapsedOffer } from './settle-lapsed-offer';

/** POST /api/offers/:id/decline: the receiver says no; declining a declined offer again changes nothing. */
export async function declineOffer(ctx: AppContext, input: { userId: string; offerId: string }): Promise<TOffer> {
  const { db } = ctx.database;
  const found = await findOfferView(db, input.offerId, input.userId);
  if (!found) throw offerNotFound();
  const refusal = await db.transaction(async (tx) => {
    const track = await lockOfferTrack(tx, found.offer.trackId);
    const offer = await lockOwnOffer(tx, found.offer.id, input.userId);
    if (!offer || !track) throw offerNotFound();
    if (offer.status === 'declined' && actorOf(offer, input.userId) === 'receiver') return null;
    const transition = requireOfferTransition(offer, 'decline', input.userId);
    const lapsed = await settleLapsedOffer(tx, offer, track);
    if (lapsed) return lapsed;
    await updateOffer(tx, offer.id, { status: transition.to, decidedAt: new Date() });
    await notifyOfferChange(ctx, tx, offer);
    return null;
  });
  if (refusal) throw refusal;
  return presentOffer(ctx.storage, (await findOfferView(db, found.offer.id, input.userId))!);
}
