import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import type { TCardRow } from '../../db/repositories/track-cards-repository';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import type { ObjectStore } from '../../storage/object-store';
import { saleOn } from '../deals/sale-on';
import { signPreviewLink } from './sign-preview-link';

/** Grid cards show the card-size cover and the small avatar, and carry their preview's link; as a visitor sees them. */
export async function presentTrackCard(storage: ObjectStore, row: TCardRow): Promise<TTrackCard> {
  const sale = cardSale(row);
  return {
    id: row.id,
    title: row.title,
    genre: row.genre,
    bpm: row.bpm,
    coverUrl: publicImageUrl(storage, TRACK_COVER_RECIPE, row.cover_key, 'w400'),
    artist: {
      username: row.username ?? '',
      displayName: row.display_name,
      avatarUrl: publicImageUrl(storage, IMAGE_RECIPES.avatar, row.avatar_key, 'w96'),
    },
    likeCount: row.like_count,
    isLiked: false,
    isSold: row.is_sold,
    lowestPriceNpr: row.min_price_npr,
    hasNegotiable: row.has_negotiable,
    artistTrackCount: row.artist_track_count,
    purchaseStatus: null,
    durationSeconds: row.duration_seconds,
    previewReady: row.preview_key !== null,
    previewLink:
      row.preview_key === null ? null : await signPreviewLink(storage, row.preview_key, row.preview_opus_key),
    ...(sale ? { sale } : {}),
  };
}

/** The card's lowest price under the sale its query found, by the shared price rules. */
function cardSale(row: TCardRow): TTrackCard['sale'] {
  if (row.sale_percent_off === null || row.min_price_npr === null) return undefined;
  const sales = [
    { percentOff: row.sale_percent_off, startsAt: new Date(row.sale_starts_at!), endsAt: new Date(row.sale_ends_at!) },
  ];
  const on = saleOn(sales, row.id, [{ kind: 'lease', priceNpr: row.min_price_npr }], new Date());
  return on && { percentOff: on.percentOff, endsAt: on.endsAt, lowestPaisa: on.lowestPaisa };
}
