import type { TTrackPage, TViewerRole } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { listTrackCredits } from '../../db/repositories/co-producers-repository';
import { findTrackPageRow, listLicences } from '../../db/repositories/track-page-repository';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import { presentLicence } from '../tracks/present-licence';
import { isMood, isMusicalKey } from '../tracks/track-vocabulary';
import { accountUnavailable } from '../moderation/accounts/account-unavailable';
import { assertTrackId, trackNotFound, trackUnavailable } from './track-not-found';

/**
 * GET /api/tracks/:id. A not yet ready track is 'Track not found.' for everyone but its artist (who
 * sees it processing, failed or hidden); one an administrator hid is 'This track is unavailable.'
 * (410) to everyone else; a track the artist deleted is gone for all.
 */
export async function getTrackPage(
  ctx: AppContext,
  input: { viewerId: string | null; trackId: string },
): Promise<TTrackPage> {
  assertTrackId(input.trackId);
  const row = await findTrackPageRow(ctx.database.db, input.trackId, input.viewerId);
  const isOwner = row !== null && row.artist_id === input.viewerId;
  const isVisible = row !== null && !row.is_hidden && row.status === 'ready';
  if (!row || row.is_deleted) throw trackNotFound();
  if (row.artist_state !== 'active' && !isOwner) throw accountUnavailable(row.artist_state);
  if (row.is_hidden && !isOwner) throw trackUnavailable();
  if (!(isVisible || isOwner)) throw trackNotFound();
  const [licenceRows, credits] = await Promise.all([
    listLicences(ctx.database.db, [row.id], { enabledOnly: true }),
    listTrackCredits(ctx.database.db, row.id),
  ]);
  const licences = licenceRows.map(presentLicence);
  const role: TViewerRole = input.viewerId === null ? 'visitor' : (row.viewer_role ?? 'none');
  return {
    id: row.id,
    title: row.title,
    genre: row.genre,
    bpm: row.bpm,
    coverUrl: publicImageUrl(ctx.storage, TRACK_COVER_RECIPE, row.cover_key, 'w400'),
    coverPageUrl: publicImageUrl(ctx.storage, TRACK_COVER_RECIPE, row.cover_key),
    artist: {
      id: row.artist_id,
      username: row.username ?? '',
      displayName: row.display_name,
      avatarUrl: publicImageUrl(ctx.storage, IMAGE_RECIPES.avatar, row.avatar_key, 'w96'),
    },
    likeCount: row.like_count,
    isLiked: row.is_liked,
    isSold: row.is_sold,
    lowestPriceNpr: row.min_price_npr,
    hasNegotiable: licences.some((licence) => licence.negotiable),
    artistTrackCount: row.artist_track_count,
    purchaseStatus: row.purchase_status,
    durationSeconds: row.duration_seconds,
    previewReady: row.preview_ready,
    description: row.description ?? '',
    musicalKey: isMusicalKey(row.musical_key) ? row.musical_key : null,
    mood: isMood(row.mood) ? row.mood : null,
    tags: row.tags,
    licences,
    createdAt: row.created_at,
    peaks: row.peaks,
    status: row.status,
    isHidden: row.is_hidden,
    playCount: row.play_count,
    coProducers: credits.map((credit) => ({
      username: credit.username ?? '',
      displayName: credit.displayName ?? credit.username ?? '',
    })),
    viewer: { role, isOwner, canBuy: role === 'buyer' && isVisible && !row.is_sold && licences.length > 0 },
  };
}
