import type { Queryable } from '../db/client';
import { hasFollowers } from '../db/repositories/follows-repository';
import { enqueueJob } from './enqueue-job';

/** Job `follows.fan-out-new-track` `{ trackId, afterFollowerId }`: one batch of a new track's followers (services/follows). */
export const FAN_OUT_NEW_TRACK_JOB = 'follows.fan-out-new-track';

/**
 * Enqueues the batch after `afterFollowerId` (the first batch when null) on `q`, the transaction
 * that made the track ready or ran the previous batch. The key makes each batch one job, so a
 * track processed again or a retried batch never fans out twice.
 */
export async function enqueueNewTrackFanOut(
  q: Queryable,
  trackId: string,
  afterFollowerId: string | null = null,
): Promise<void> {
  await enqueueJob(
    q,
    FAN_OUT_NEW_TRACK_JOB,
    { trackId, afterFollowerId },
    { dedupeKey: `${FAN_OUT_NEW_TRACK_JOB}:${trackId}:${afterFollowerId ?? ''}` },
  );
}

/** In the transaction that makes a track ready: its fan-out starts, unless its artist has no followers to write to. */
export async function startNewTrackFanOut(q: Queryable, track: { id: string; artistId: string }): Promise<void> {
  if (await hasFollowers(q, track.artistId)) await enqueueNewTrackFanOut(q, track.id);
}
