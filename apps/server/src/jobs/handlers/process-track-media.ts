import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  failProcessingTrack,
  findTrackToProcess,
  lockProcessingTrack,
  recordTrackPreview,
} from '../../db/repositories/track-media-repository';
import { isAppError } from '../../errors/app-error';
import { hasLibopus } from '../../media/audio/has-libopus';
import { renderTrackMedia, type RenderedTrackMedia } from '../../media/audio/render-track-media';
import { FfmpegError } from '../../media/audio/run-ffmpeg';
import { storePreviewFile } from '../../media/audio/store-preview-file';
import { withTempDir } from '../../media/audio/temp-dirs';
import { deleteObjectsQuietly } from '../../media/uploads/store-objects';
import type { EventBus } from '../../realtime/event-bus';
import type { ObjectStore } from '../../storage/object-store';
import type { JobContext, JobHandler } from '../job-queue';
import { startNewTrackFanOut } from '../new-track-fan-out';
import { deleteFilesLater } from './delete-files';

export const PROCESS_TRACK_MEDIA_JOB = 'track.process-media';
export const TRACK_MEDIA_FAILED_MESSAGE = 'We could not process this audio file. Try another export (MP3 or WAV).';
/** Published (to the artist) when a track is deleted; a job processing it on any instance stops. */
export const TRACK_DELETED_EVENT = 'track.deleted';

export interface ProcessTrackMediaDeps {
  database: Database;
  storage: ObjectStore;
  events: EventBus;
  log: FastifyBaseLogger;
  /** Per ffmpeg run; the default is DEFAULT_FFMPEG_TIMEOUT_MS. */
  ffmpegTimeoutMs?: number;
  /** Whether ffmpeg can make the Opus preview; `hasLibopus` unless a test says otherwise. */
  canEncodeOpus?: () => Promise<boolean>;
}

const ZPayload = z.object({ trackId: z.uuid() });

/**
 * Stores the previews, then records them only if the track is still waiting for them. A track that
 * was deleted or finished meanwhile keeps its state and the new objects, which no row ever named,
 * are removed at once; previews the row pointed to before go a while after the new ones are committed.
 */
async function storePreview(deps: ProcessTrackMediaDeps, trackId: string, media: RenderedTrackMedia): Promise<void> {
  const { database, storage, events, log } = deps;
  const stored: string[] = [];
  const isRecorded = await (async () => {
    const previewKey = await storePreviewFile(storage, media.previewFile, 'mp3');
    stored.push(previewKey);
    const previewOpusKey = media.opusPreviewFile && (await storePreviewFile(storage, media.opusPreviewFile, 'opus'));
    if (previewOpusKey) stored.push(previewOpusKey);
    return database.db.transaction(async (tx) => {
      const row = await lockProcessingTrack(tx, trackId);
      if (!row) return false;
      await recordTrackPreview(tx, trackId, {
        previewKey,
        previewOpusKey,
        peaks: media.peaks,
        durationSeconds: media.durationSeconds,
      });
      await events.publish(tx, { userIds: [row.artistId], type: 'track.ready', data: { trackId } });
      await startNewTrackFanOut(tx, { id: trackId, artistId: row.artistId });
      const earlier = [row.previewKey, row.previewOpusKey].filter((key): key is string => key !== null);
      if (earlier.length > 0) await deleteFilesLater(tx, earlier);
      return true;
    });
  })().catch(async (error: unknown) => {
    await deleteObjectsQuietly(storage, stored, log);
    throw error;
  });
  if (!isRecorded) await deleteObjectsQuietly(storage, stored, log);
}

async function markFailed(deps: ProcessTrackMediaDeps, trackId: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const artistId = await failProcessingTrack(tx, trackId, TRACK_MEDIA_FAILED_MESSAGE);
    if (artistId) await deps.events.publish(tx, { userIds: [artistId], type: 'track.failed', data: { trackId } });
  });
}

/** The same file would fail the same way again: it does not decode, is too long, or ffmpeg timed out on it. */
const isDeterministic = (error: unknown) =>
  (isAppError(error) && error.status < 500) || (error instanceof FfmpegError && error.isDeterministic);

/**
 * A deterministic failure fails the track at once, without a retry taking a job slot for as long
 * again; anything else (storage down, ffmpeg missing) is retried by the worker and fails the track
 * only on the last attempt, then is rethrown so the job is recorded dead with its error.
 */
async function handleFailure(
  deps: ProcessTrackMediaDeps,
  trackId: string,
  error: unknown,
  context: JobContext,
): Promise<void> {
  const isPermanent = isDeterministic(error);
  const isLastAttempt = context.maxAttempts === undefined || context.attempt >= context.maxAttempts;
  if (!isPermanent && !isLastAttempt) throw error;
  await markFailed(deps, trackId);
  deps.log.warn({ err: error, trackId, attempt: context.attempt }, 'track media processing failed');
  if (!isPermanent) throw error;
}

/** Job `track.process-media` `{ trackId }`: previews (MP3 and Opus), peaks and duration for a track in 'processing'. */
export function createProcessTrackMediaHandler(deps: ProcessTrackMediaDeps): JobHandler {
  return async (payload, context) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, 'track.process-media job without a valid trackId; dropped');
      return;
    }
    const { trackId } = parsed.data;
    const track = await findTrackToProcess(deps.database.db, trackId);
    if (!track || track.status !== 'processing') return;
    const deleted = new AbortController();
    const unsubscribe = deps.events.subscribe(track.artistId, (event) => {
      if (event.type === TRACK_DELETED_EVENT && event.data.trackId === trackId)
        deleted.abort(new Error(`track ${trackId} was deleted`));
    });
    const options = { log: deps.log, signal: deleted.signal, timeoutMs: deps.ffmpegTimeoutMs };
    try {
      const withOpus = await (deps.canEncodeOpus ?? (() => hasLibopus(deps.log)))();
      await withTempDir(async (dir) =>
        storePreview(deps, trackId, await renderTrackMedia(deps.storage, track, dir, { ...options, withOpus })),
      );
    } catch (error) {
      if (deleted.signal.aborted) deps.log.info({ trackId }, 'track deleted while processing; media work stopped');
      else await handleFailure(deps, trackId, error, context);
    } finally {
      unsubscribe();
    }
  };
}
