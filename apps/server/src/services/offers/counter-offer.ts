import type { TCounterOffer, TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import { findOfferView, lockOfferTrack, lockOwnOffer } from '../../db/repositories/offers-repository';
import { offerNotFound, requireNegotiableLicence, requireOfferTransition } from './offer-access';
import { settleLapsedOffer } from './settle-lapsed-offer';
import { placeOffer } from './place-offer';
import { presentOffer } from './present-offer';

/**
 * POST /api/offers/:id/counter: the receiver answers with their own price. The answered offer
 * becomes `countered` and the new one (from the caller, `supersedes_id` set) stands instead.
 */
export async function counterOffer(ctx: AppContext, input: TCounterOffer & { userId: string; offerId: string }): Promise<TOffer> {
  const { db } = ctx.database;
  const found = await findOfferView(db, input.offerId, input.userId);
  if (!found) throw offerNotFound();
  const outcome = await db.transaction(async (tx) => {
    const track = await lockOfferTrack(tx, found.offer.trackId);
    const offer = await lockOwnOffer(tx, found.offer.id, input.userId);
    if (!offer || !track) throw offerNotFound();
    requireOfferTransition(offer, 'counter', input.userId);
    const lapsed = await settleLapsedOffer(tx, offer, track);
    if (lapsed) return lapsed;
    await requireNegotiableLicence(tx, track.id, offer.licenceKind);
    const { buyerId, artistId, trackId, licenceKind } = offer;
    const { priceNpr, expiresInHours } = input;
    const placed = await placeOffer(ctx, tx, { fromUserId: input.userId, buyerId, artistId, trackId, trackTitle: track.title, licenceKind, priceNpr, expiresInHours, previous: { row: offer, event: 'counter' } });
    return { offerId: placed.id };
  });
  if (outcome instanceof Error) throw outcome;
  return presentOffer(ctx.storage, (await findOfferView(db, outcome.offerId, input.userId))!);
}
