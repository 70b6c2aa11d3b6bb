import type { TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import { updateOffer } from '../../db/repositories/offers-repository';
import { answerOffer } from './answer-offer';
import { notifyOfferChange } from './notify-offer-change';

/** POST /api/offers/:id/decline: the receiver says no; declining a declined offer again changes nothing. */
export function declineOffer(ctx: AppContext, input: { userId: string; offerId: string }): Promise<TOffer> {
  return answerOffer(ctx, input, 'decline', async (tx, offer, _track, transition) => {
    await updateOffer(tx, offer.id, { status: transition.to, decidedAt: new Date() });
    await notifyOfferChange(ctx, tx, offer);
  });
}
