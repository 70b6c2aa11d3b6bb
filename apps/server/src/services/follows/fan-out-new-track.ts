import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { listFollowerBatch } from '../../db/repositories/follows-repository';
import { findFanOutTrack, insertFeedItems } from '../../db/repositories/following-feed-repository';
import type { JobHandler } from '../../jobs/job-queue';
import { enqueueNewTrackFanOut } from '../../jobs/new-track-fan-out';
import { notifyFollowersOfNewTrack } from '../notifications/notify-new-track';

/** Followers written per job run: one transaction of this many rows, then the rest in a job of its own. */
export const FAN_OUT_BATCH_SIZE = 1000;

export interface FanOutBatch {
  trackId: string;
  artistId: string;
  /** The followers whose feeds this batch wrote, in id order. */
  followerIds: string[];
}

/**
 * One batch of a new track's fan-out, in the caller's transaction: the next `batchSize` followers
 * of its artist after `afterFollowerId` get the track in their Following feed, and when the batch
 * was full the next one is enqueued in the same transaction, so a batch commits with its
 * successor or not at all. Null when the track is gone or not ready (nothing to announce).
 */
export async function fanOutNewTrack(
  tx: Tx,
  input: { trackId: string; afterFollowerId: string | null; batchSize: number },
): Promise<FanOutBatch | null> {
  const track = await findFanOutTrack(tx, input.trackId);
  if (!track) return null;
  const followerIds = await listFollowerBatch(tx, track.artistId, input.afterFollowerId, input.batchSize);
  await insertFeedItems(tx, track.id, followerIds);
  if (followerIds.length === input.batchSize)
    await enqueueNewTrackFanOut(tx, track.id, followerIds[followerIds.length - 1]!);
  return { trackId: track.id, artistId: track.artistId, followerIds };
}

const ZPayload = z.object({ trackId: z.uuid(), afterFollowerId: z.string().min(1).nullable().default(null) });

export interface FanOutDeps {
  database: Database;
  log: FastifyBaseLogger;
  batchSize?: number;
}

/**
 * The `follows.fan-out-new-track` job: one batch per run, never in the upload's request. Whatever
 * else a batch's followers should get about the track (a notification) belongs in this
 * transaction, after fanOutNewTrack, so it commits with their feed rows exactly once.
 */
export function createFanOutNewTrackHandler(deps: FanOutDeps): JobHandler {
  const batchSize = deps.batchSize ?? FAN_OUT_BATCH_SIZE;
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, `fan-out job without a valid payload; dropped`);
      return;
    }
    await deps.database.db.transaction(async (tx) => {
      const batch = await fanOutNewTrack(tx, { ...parsed.data, batchSize });
      if (batch) await notifyFollowersOfNewTrack(tx, batch);
    });
  };
}
