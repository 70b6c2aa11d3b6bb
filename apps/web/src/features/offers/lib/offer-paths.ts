import type { TOffer } from '@beatpasal/shared/schemas/offers';

/** Checkout of an accepted offer: the licence travels in the URL, and checkout finds the buyer's purchase at the agreed price. */
export const offerCheckoutPath = (offer: Pick<TOffer, 'track' | 'licenceKind'>) =>
  `/checkout/${encodeURIComponent(offer.track.id)}?licence=${offer.licenceKind}`;
