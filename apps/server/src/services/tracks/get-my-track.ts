import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { findOwnTrack } from '../../db/repositories/own-tracks-repository';
import { listLicences } from '../../db/repositories/track-page-repository';
import { assertTrackId, trackNotFound } from '../catalogue/track-not-found';
import { presentMyTrack } from './present-my-track';
import { requireArtist } from './require-artist';

/** The artist's own track as the edit form and the tracks table show it; someone else's id is a 404. */
export async function readMyTrack(ctx: AppContext, q: Queryable, userId: string, trackId: string): Promise<TMyTrack> {
  assertTrackId(trackId);
  const row = await findOwnTrack(q, userId, trackId);
  if (!row) throw trackNotFound();
  return presentMyTrack(ctx.storage, row, await listLicences(q, [row.id], { enabledOnly: false }));
}

/** GET /api/me/tracks/:id. */
export async function getMyTrack(ctx: AppContext, input: { userId: string; trackId: string }): Promise<TMyTrack> {
  await requireArtist(ctx.database.db, input.userId);
  return readMyTrack(ctx, ctx.database.db, input.userId, input.trackId);
}
