import { effectiveOfferStatus } from '@beatpasal/shared/offer-states';
import type { TOffer } from '@beatpasal/shared/schemas/offers';
import type { TOfferView } from '../../db/repositories/offers-repository';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { publicImageUrl } from '../../media/images/image-variants';
import type { ObjectStore } from '../../storage/object-store';

/** An offer as its two people see it: a pending one past its time reads as expired, one on a sold track as void. */
export function presentOffer(storage: ObjectStore, view: TOfferView, now = new Date()): TOffer {
  const row = view.offer;
  return {
    id: row.id,
    status: effectiveOfferStatus(row.status, row.expiresAt, view.trackIsSold, now),
    fromUserId: row.fromUserId,
    buyerId: row.buyerId,
    artistId: row.artistId,
    track: {
      id: row.trackId,
      title: view.trackTitle,
      coverUrl: publicImageUrl(storage, TRACK_COVER_RECIPE, view.trackCoverKey, 'w400'),
      isSold: view.trackIsSold,
    },
    licenceKind: row.licenceKind,
    priceNpr: row.priceNpr,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    purchaseId: row.purchaseId,
  };
}
