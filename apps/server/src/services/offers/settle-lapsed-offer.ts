import { effectiveOfferStatus, findOfferTransition } from '@beatpasal/shared/offer-states';
import type { Tx } from '../../db/client';
import { updateOffer, type TOfferRow } from '../../db/repositories/offers-repository';
import type { AppError } from '../../errors/app-error';
import { trackNotFound } from '../catalogue/track-not-found';
import { offerClosed } from './offer-access';

/**
 * A pending offer whose time ran out, or whose track was sold meanwhile, is written down as expired
 * or void (under the caller's lock) and the refusal returned, for the caller to throw once the
 * transaction has committed that change. Null while the offer still stands.
 */
export async function settleLapsedOffer(
  tx: Tx,
  offer: TOfferRow,
  track: { isSold: boolean; isAvailable: boolean },
): Promise<AppError | null> {
  if (!track.isAvailable) throw trackNotFound();
  const status = effectiveOfferStatus(offer.status, offer.expiresAt, track.isSold);
  if (status === 'pending') return null;
  const transition = findOfferTransition(offer.status, status === 'void' ? 'void' : 'expire', 'system');
  if (transition) await updateOffer(tx, offer.id, { status: transition.to, decidedAt: new Date() });
  return offerClosed(status);
}
