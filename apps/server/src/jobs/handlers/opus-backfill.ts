import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import {
  advanceBackfill,
  findBackfill,
  listTracksWithoutOpus,
  OPUS_BACKFILL,
  recordOpusPreview,
  setBackfillRunning,
  type TrackWithoutOpus,
} from '../../db/repositories/opus-backfill-repository';
import { isAppError } from '../../errors/app-error';
import { renderOpusPreview } from '../../media/audio/render-track-media';
import { FfmpegError } from '../../media/audio/run-ffmpeg';
import { storePreviewFile } from '../../media/audio/store-preview-file';
import { withTempDir } from '../../media/audio/temp-dirs';
import { deleteObjectsQuietly } from '../../media/uploads/store-objects';
import type { ObjectStore } from '../../storage/object-store';
import { enqueueJob } from '../enqueue-job';
import type { JobHandler } from '../job-queue';

export const OPUS_BACKFILL_JOB = 'media.opus-backfill';
/** A job converts this many tracks, then hands on to the next: each job stays short and a stop waits for one track at most. */
export const OPUS_BACKFILL_BATCH = 10;

export interface OpusBackfillDeps {
  database: Database;
  storage: ObjectStore;
  log: FastifyBaseLogger;
  canEncodeOpus: () => Promise<boolean>;
  batchSize?: number;
  ffmpegTimeoutMs?: number;
}

/** `run` names one pass (its start time), so its chain of jobs dedupes within the pass only. */
const ZPayload = z.object({ run: z.string().min(1) });

/** Enqueues the next batch of pass `run`; the same position twice makes one job. */
export function enqueueOpusBackfill(q: Queryable, run: string, afterTrackId: string | null) {
  return enqueueJob(
    q,
    OPUS_BACKFILL_JOB,
    { run },
    { dedupeKey: `${OPUS_BACKFILL_JOB}:${run}:${afterTrackId ?? 'start'}` },
  );
}

/** A master that no longer decodes is skipped and counted, not retried: the next pass tries it again. */
const isPermanent = (error: unknown) =>
  (isAppError(error) && error.status < 500) || (error instanceof FfmpegError && error.isDeterministic);

async function convertTrack(deps: OpusBackfillDeps, track: TrackWithoutOpus): Promise<'converted' | 'skipped'> {
  const { storage, log } = deps;
  try {
    const key = await withTempDir(async (dir) =>
      storePreviewFile(
        storage,
        await renderOpusPreview(storage, track, dir, { log, timeoutMs: deps.ffmpegTimeoutMs }),
        'opus',
      ),
    );
    const isRecorded = await recordOpusPreview(deps.database.db, track.id, key).catch(async (error: unknown) => {
      await deleteObjectsQuietly(storage, [key], log);
      throw error;
    });
    // Deleted, or given an Opus preview by its own processing meanwhile: this copy is nobody's.
    if (!isRecorded) await deleteObjectsQuietly(storage, [key], log);
    return 'converted';
  } catch (error) {
    if (!isPermanent(error)) throw error;
    log.warn({ err: error, trackId: track.id }, 'opus backfill skipped a track whose master does not convert');
    return 'skipped';
  }
}

/**
 * Job `media.opus-backfill` `{ run }` (decision 085): converts the next batch of ready tracks that
 * have no Opus preview, in id order after the stored position, moving the position after each
 * track; then enqueues the next batch, or ends the pass when none is left. Checks before every
 * track that an administrator has not stopped it; a stopped pass resumes from its position.
 */
export function createOpusBackfillHandler(deps: OpusBackfillDeps): JobHandler {
  const batchSize = deps.batchSize ?? OPUS_BACKFILL_BATCH;
  const { database, log } = deps;
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      log.error({ payload }, 'media.opus-backfill job without a run; dropped');
      return;
    }
    const state = await findBackfill(database.db, OPUS_BACKFILL);
    if (!state?.isRunning || !(await deps.canEncodeOpus())) return;
    const batch = await listTracksWithoutOpus(database.db, state.afterTrackId, batchSize);
    for (const track of batch) {
      if (!(await findBackfill(database.db, OPUS_BACKFILL))?.isRunning) return;
      await advanceBackfill(database.db, OPUS_BACKFILL, track.id, await convertTrack(deps, track));
    }
    if (batch.length === batchSize) {
      await enqueueOpusBackfill(database.db, parsed.data.run, batch[batch.length - 1]!.id);
      return;
    }
    await finishPass(database);
    log.info('opus backfill finished: every ready track has been tried');
  };
}

/** The pass ends and its position goes back to the start, so a later pass retries what it skipped. */
async function finishPass(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await setBackfillRunning(tx, OPUS_BACKFILL, false, { resetPosition: true });
  });
}
