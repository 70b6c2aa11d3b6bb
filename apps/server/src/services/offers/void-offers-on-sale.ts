import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { voidPendingOffers } from '../../db/repositories/offers-repository';
import { notifyOfferChange } from './notify-offer-change';

/**
 * An exclusive sale ends every open offer on the track: each is written down as void in the sale's
 * own transaction (the track is already locked) and both chats of each refresh, so no card keeps
 * showing Accept until somebody opens it.
 */
export async function voidOffersOnSale(ctx: AppContext, tx: Tx, trackId: string): Promise<void> {
  for (const offer of await voidPendingOffers(tx, trackId, new Date())) await notifyOfferChange(ctx, tx, offer);
}
