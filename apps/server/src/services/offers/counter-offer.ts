import type { TCounterOffer, TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import { answerOffer } from './answer-offer';
import { requireNegotiableLicence } from './offer-access';
import { placeOffer } from './place-offer';

/**
 * POST /api/offers/:id/counter: the receiver answers with their own price. The answered offer
 * becomes `countered` and the new one (from the caller, `supersedes_id` set) stands instead.
 */
export function counterOffer(
  ctx: AppContext,
  input: TCounterOffer & { userId: string; offerId: string },
): Promise<TOffer> {
  return answerOffer(ctx, input, 'counter', async (tx, offer, track) => {
    await requireNegotiableLicence(tx, track.id, offer.licenceKind);
    const { buyerId, artistId, trackId, licenceKind } = offer;
    const { priceNpr, expiresInHours } = input;
    const placed = await placeOffer(ctx, tx, {
      fromUserId: input.userId,
      buyerId,
      artistId,
      trackId,
      trackTitle: track.title,
      licenceKind,
      priceNpr,
      expiresInHours,
      previous: { row: offer, event: 'counter' },
    });
    return placed.id;
  });
}
