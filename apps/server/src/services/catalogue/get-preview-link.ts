import { CATALOGUE_MESSAGES, type TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { findTrackAccess } from '../../db/repositories/track-access-repository';
import { AppError } from '../../errors/app-error';
import { signPreviewLink } from './sign-preview-link';
import { assertTrackId, trackNotFound } from './track-not-found';

/**
 * GET /api/tracks/:id/stream: signed, expiring links to the watermarked preview (MP3, and Opus
 * when made), for whoever may see the track page. The master has no public route at all; only an approved purchase reaches it.
 */
export async function getPreviewLink(
  ctx: AppContext,
  input: { viewerId: string | null; trackId: string },
): Promise<TStreamLink> {
  assertTrackId(input.trackId);
  const track = await findTrackAccess(ctx.database.db, input.trackId);
  const isOwner = track !== null && track.artistId === input.viewerId;
  if (!track || track.isDeleted || !(track.isVisible || isOwner)) throw trackNotFound();
  if (track.previewKey === null) throw new AppError('CONFLICT', { userMessage: CATALOGUE_MESSAGES.previewNotReady });
  return signPreviewLink(ctx.storage, track.previewKey, track.previewOpusKey);
}
