import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import type { AppContext } from '../../context';
import { readMyTrack } from './get-my-track';
import { requireArtist } from './require-artist';
import { retryTrackMedia } from './retry-track-media';

/** POST /api/me/tracks/:id/retry: a failed track goes back to processing with a fresh media job. */
export async function retryMyTrack(ctx: AppContext, input: { userId: string; trackId: string }): Promise<TMyTrack> {
  const q = ctx.database.db;
  await requireArtist(q, input.userId);
  await q.transaction((tx) => retryTrackMedia(tx, input.trackId, input.userId));
  ctx.worker.notify();
  return readMyTrack(ctx, q, input.userId, input.trackId);
}
