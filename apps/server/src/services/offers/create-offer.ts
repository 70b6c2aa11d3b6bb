import { OFFER_MESSAGES, type TCreateOffer, type TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import { findOfferView, lockOfferTrack, lockPendingOffer } from '../../db/repositories/offers-repository';
import { AppError } from '../../errors/app-error';
import { assertTrackId, trackNotFound } from '../catalogue/track-not-found';
import { requireNegotiableLicence, requireOfferParties } from './offer-access';
import { placeOffer } from './place-offer';
import { presentOffer } from './present-offer';

export interface CreateOfferInput extends TCreateOffer {
  userId: string;
  otherUserId: string;
}

/**
 * POST /api/conversations/:userId/offers: the artist offers a negotiable licence of their own track
 * to the buyer, or the buyer proposes a price for one of the artist's. One transaction locks the
 * track, so a sale or another offer cannot slip in between the checks and the insert; an open offer
 * on the same licence is replaced by this one.
 */
export async function createOffer(ctx: AppContext, input: CreateOfferInput): Promise<TOffer> {
  const { db } = ctx.database;
  const parties = await requireOfferParties(db, input.userId, input.otherUserId);
  assertTrackId(input.trackId);
  const offer = await db.transaction(async (tx) => {
    const track = await lockOfferTrack(tx, input.trackId);
    if (!track || !track.isAvailable) throw trackNotFound();
    if (track.artistId !== parties.artistId) {
      if (parties.isArtist) throw new AppError('FORBIDDEN', { userMessage: OFFER_MESSAGES.trackNotYours });
      throw trackNotFound();
    }
    if (track.isSold) throw new AppError('CONFLICT', { userMessage: OFFER_MESSAGES.sold });
    await requireNegotiableLicence(tx, track.id, input.licenceKind);
    const open = await lockPendingOffer(tx, parties.buyerId, track.id, input.licenceKind);
    return placeOffer(ctx, tx, {
      fromUserId: input.userId,
      buyerId: parties.buyerId,
      artistId: parties.artistId,
      trackId: track.id,
      trackTitle: track.title,
      licenceKind: input.licenceKind,
      priceNpr: input.priceNpr,
      expiresInHours: input.expiresInHours,
      previous: open ? { row: open, event: 'replace' } : null,
    });
  });
  return presentOffer(ctx.storage, (await findOfferView(db, offer.id, input.userId))!);
}
