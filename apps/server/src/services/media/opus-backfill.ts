import { MEDIA_BACKFILL_MESSAGES, type TOpusBackfill } from '@beatpasal/shared/schemas/media-backfill';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import {
  countTracksWithoutOpus,
  findBackfill,
  OPUS_BACKFILL,
  setBackfillRunning,
} from '../../db/repositories/opus-backfill-repository';
import { AppError } from '../../errors/app-error';
import { enqueueOpusBackfill } from '../../jobs/handlers/opus-backfill';
import { hasLibopus } from '../../media/audio/has-libopus';

/** GET /api/admin/media/opus-backfill: whether the pass runs, and how far it is. */
export async function getOpusBackfill(ctx: AppContext, log: FastifyBaseLogger): Promise<TOpusBackfill> {
  const q = ctx.database.db;
  const [state, remaining, canEncodeOpus] = await Promise.all([
    findBackfill(q, OPUS_BACKFILL),
    countTracksWithoutOpus(q),
    hasLibopus(log),
  ]);
  return {
    isRunning: state?.isRunning ?? false,
    remaining,
    convertedCount: state?.convertedCount ?? 0,
    skippedCount: state?.skippedCount ?? 0,
    canEncodeOpus,
  };
}

/**
 * POST /api/admin/media/opus-backfill `{ action }`: start resumes from the stored position (a pass
 * already running is left alone, so two clicks make one chain of jobs); stop lets the track being
 * converted finish and keeps the position. Both answer the state afterwards.
 */
export async function changeOpusBackfill(
  ctx: AppContext,
  log: FastifyBaseLogger,
  action: 'start' | 'stop',
): Promise<TOpusBackfill> {
  const isStart = action === 'start';
  if (isStart && !(await hasLibopus(log))) {
    throw new AppError('CONFLICT', { userMessage: MEDIA_BACKFILL_MESSAGES.noOpus });
  }
  await ctx.database.db.transaction(async (tx) => {
    const { wasRunning, state } = await setBackfillRunning(tx, OPUS_BACKFILL, isStart);
    if (isStart && !wasRunning) await enqueueOpusBackfill(tx, state.updatedAt.toISOString(), state.afterTrackId);
  });
  if (isStart) ctx.worker.notify();
  return getOpusBackfill(ctx, log);
}
