import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CATALOGUE_MESSAGES } from '@beatpasal/shared/schemas/catalogue-api';
import type { Queryable } from '../../db/client';
import { tracks } from '../../db/schema/tracks';
import { AppError } from '../../errors/app-error';
import { PROCESS_TRACK_MEDIA_JOB } from '../../jobs/handlers/process-track-media';
import { enqueueJob } from '../../jobs/enqueue-job';

const TRACK_NOT_FOUND = CATALOGUE_MESSAGES.trackNotFound;
const ZTrackId = z.uuid();

/**
 * Puts the artist's own failed track back to 'processing' and queues a fresh media job, in the
 * caller's transaction. Only the failed → processing change enqueues, so a double click makes one
 * job; a track already processing or ready is left as it is. Another artist's track is a 404.
 */
export async function retryTrackMedia(q: Queryable, trackId: string, artistId: string): Promise<void> {
  if (!ZTrackId.safeParse(trackId).success) throw new AppError('NOT_FOUND', { userMessage: TRACK_NOT_FOUND });
  const owned = and(eq(tracks.id, trackId), eq(tracks.artistId, artistId));
  const [retried] = await q
    .update(tracks)
    .set({ status: 'processing', processingError: null })
    .where(and(owned, eq(tracks.status, 'failed')))
    .returning({ id: tracks.id });
  if (retried) {
    // The first job of the track (and any earlier retry) holds its own dedupe key; this one is new.
    await enqueueJob(q, PROCESS_TRACK_MEDIA_JOB, { trackId });
    return;
  }
  const [existing] = await q.select({ id: tracks.id }).from(tracks).where(owned);
  if (!existing) throw new AppError('NOT_FOUND', { userMessage: TRACK_NOT_FOUND });
}
