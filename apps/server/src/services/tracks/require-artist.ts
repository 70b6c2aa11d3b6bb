import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { getArtistProfile } from '../accounts/get-artist-profile';
import { requireRole, type TRoleProfile } from '../accounts/require-role';

/** The caller's own artist profile (not suspended): the first check of every /api/me/tracks route. */
export async function requireArtist(q: Queryable, userId: string): Promise<TRoleProfile> {
  return requireRole(q, userId, 'artist', { wrongRoleMessage: MY_TRACK_MESSAGES.artistOnly });
}

/**
 * Uploading also needs what selling needs (How to Start: "the profile must be complete before
 * uploading"): display name, picture, cover and a primary wallet QR, judged as the profile form does.
 */
export async function requireUploader(ctx: AppContext, userId: string): Promise<void> {
  await requireArtist(ctx.database.db, userId);
  const profile = await getArtistProfile(ctx, { userId });
  if (!profile.isComplete) throw new AppError('FORBIDDEN', { userMessage: MY_TRACK_MESSAGES.profileIncomplete });
}
