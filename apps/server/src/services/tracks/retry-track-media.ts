import { z } from 'zod';
import { CATALOGUE_MESSAGES } from '@beatpasal/shared/schemas/catalogue-api';
import type { Queryable } from '../../db/client';
import { isTrackOfArtist, retryFailedTrack } from '../../db/repositories/track-media-repository';
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
  if (await retryFailedTrack(q, trackId, artistId)) {
    // The first job of the track (and any earlier retry) holds its own dedupe key; this one is new.
    await enqueueJob(q, PROCESS_TRACK_MEDIA_JOB, { trackId });
    return;
  }
  if (!(await isTrackOfArtist(q, trackId, artistId))) throw new AppError('NOT_FOUND', { userMessage: TRACK_NOT_FOUND });
}
