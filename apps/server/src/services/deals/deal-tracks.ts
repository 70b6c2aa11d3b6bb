import { DEALS_MESSAGES } from '@beatpasal/shared/schemas/deals';
import type { Queryable } from '../../db/client';
import { countOwnTracks } from '../../db/repositories/deals-repository';
import { AppError } from '../../errors/app-error';

/** A code or sale may name only the artist's own tracks; null (the whole store) needs no check. */
export async function requireOwnTracks(q: Queryable, artistId: string, trackIds: readonly string[] | null) {
  if (trackIds === null || (await countOwnTracks(q, artistId, trackIds)) === trackIds.length) return;
  throw new AppError('UNPROCESSABLE', {
    userMessage: DEALS_MESSAGES.trackNotYours,
    fieldErrors: { trackIds: DEALS_MESSAGES.trackNotYours },
  });
}
