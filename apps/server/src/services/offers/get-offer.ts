import type { TOffer } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import { findOfferView } from '../../db/repositories/offers-repository';
import { offerNotFound } from './offer-access';
import { presentOffer } from './present-offer';

/** GET /api/offers/:id: only the offer's buyer and artist see it. */
export async function getOffer(ctx: AppContext, input: { userId: string; offerId: string }): Promise<TOffer> {
  const view = await findOfferView(ctx.database.db, input.offerId, input.userId);
  if (!view) throw offerNotFound();
  return presentOffer(ctx.storage, view);
}
