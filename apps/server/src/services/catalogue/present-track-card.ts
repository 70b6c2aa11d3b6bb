import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import type { TCardRow } from '../../db/repositories/track-cards-repository';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import type { ObjectStore } from '../../storage/object-store';
import { signPreviewLink } from './sign-preview-link';

/** Grid cards show the card-size cover and the small avatar, and carry their preview's link; as a visitor sees them. */
export async function presentTrackCard(storage: ObjectStore, row: TCardRow): Promise<TTrackCard> {
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
  };
}
