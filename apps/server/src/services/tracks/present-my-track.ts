import { hasNegotiable } from '@beatpasal/shared/prices';
import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { ZGenre } from '@beatpasal/shared/genres';
import type { TOwnTrackRow } from '../../db/repositories/own-tracks-repository';
import type { TLicenceRow } from '../../db/repositories/track-page-repository';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { publicImageUrl } from '../../media/images/image-variants';
import type { ObjectStore } from '../../storage/object-store';
import { presentLicence } from './present-licence';
import { isMood, isMusicalKey } from './track-vocabulary';

/** A row of the artist's tracks table with all its licences; never the master's or the preview's key. */
export function presentMyTrack(storage: ObjectStore, row: TOwnTrackRow, licenceRows: readonly TLicenceRow[]): TMyTrack {
  const licences = licenceRows.filter((licence) => licence.trackId === row.id).map(presentLicence);
  return {
    id: row.id,
    title: row.title,
    genre: ZGenre.parse(row.genre),
    bpm: row.bpm,
    musicalKey: isMusicalKey(row.musicalKey) ? row.musicalKey : null,
    mood: isMood(row.mood) ? row.mood : null,
    tags: row.tags,
    description: row.description ?? '',
    coverUrl: publicImageUrl(storage, TRACK_COVER_RECIPE, row.coverKey, 'w400'),
    coverPageUrl: publicImageUrl(storage, TRACK_COVER_RECIPE, row.coverKey),
    status: row.status,
    processingError: row.status === 'failed' ? row.processingError : null,
    isHidden: row.isHidden,
    isSold: row.isSold,
    likeCount: row.likeCount,
    playCount: row.playCount,
    durationSeconds: row.durationSeconds,
    previewReady: row.status === 'ready' && row.previewKey !== null,
    lowestPriceNpr: row.minPriceNpr,
    hasNegotiable: hasNegotiable(licences),
    licences,
    hasPurchases: row.hasPurchases,
    createdAt: row.createdAt,
  };
}
