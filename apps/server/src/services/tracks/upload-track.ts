import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { lowestPrice } from '@beatpasal/shared/prices';
import type { TUploadedTrack } from '@beatpasal/shared/schemas/my-tracks';
import { TRACK_MESSAGES, ZTrackUploadInput } from '@beatpasal/shared/schemas/tracks';
import type { AppContext } from '../../context';
import { insertTrack, saveLicences } from '../../db/repositories/track-writes-repository';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/enqueue-job';
import { PROCESS_TRACK_MEDIA_JOB } from '../../jobs/handlers/process-track-media';
import { withTempDir } from '../../media/audio/temp-dirs';
import { verifyAudioFile } from '../../media/audio/verify-audio-file';
import { deleteObjectsQuietly, storeObjectsThenCommit } from '../../media/uploads/store-objects';
import { newObjectKey } from '../../storage/object-keys';
import { prepareCover, prepareVoiceTag } from './prepare-track-files';
import { requireUploader } from './require-artist';
import { trackInputFromFields, validateTrackInput } from './track-input';

/** What the upload route read from the request: text fields, the master on disk, small files in memory. */
export interface UploadedTrackForm {
  fields: Record<string, string>;
  audioFile: string | undefined;
  cover: Buffer | undefined;
  voiceTag: Buffer | undefined;
}

export interface UploadTrackInput {
  userId: string;
  log: FastifyBaseLogger;
  /** Reads the request body into `dir`; called only once the uploader may upload. */
  readForm(dir: string): Promise<UploadedTrackForm>;
}

/**
 * POST /api/me/tracks. Everything is checked before anything is stored (fields, the master decoded
 * end to end, the voice tag, the cover); then the files are stored and one transaction writes the
 * track (processing), its licences and the media job. If storing or the transaction fails, the
 * stored files are deleted again: a failed upload leaves nothing behind.
 */
export async function uploadTrack(ctx: AppContext, input: UploadTrackInput): Promise<TUploadedTrack> {
  await requireUploader(ctx, input.userId);
  return withTempDir(async (dir) => {
    const form = await input.readForm(dir);
    if (form.audioFile === undefined)
      throw new AppError('BAD_REQUEST', {
        userMessage: TRACK_MESSAGES.required,
        fieldErrors: { audio: TRACK_MESSAGES.required },
      });
    const { licences, ...fields } = validateTrackInput(ZTrackUploadInput, trackInputFromFields(form.fields));
    const audio = await verifyAudioFile(form.audioFile);
    const voiceTag = form.voiceTag ? await prepareVoiceTag(form.voiceTag, dir) : null;
    const cover = form.cover ? await prepareCover(form.cover) : null;

    const masterKey = newObjectKey('tracks-master', audio.extension);
    const objects = [...(voiceTag ? [voiceTag] : []), ...(cover?.objects ?? [])];
    const commit = () =>
      ctx.database.db.transaction(async (tx) => {
        const trackId = await insertTrack(tx, {
          ...fields,
          artistId: input.userId,
          minPriceNpr: lowestPrice(licences),
          coverKey: cover?.key ?? null,
          masterKey,
          masterContentType: audio.contentType,
          voiceTagKey: voiceTag?.key ?? null,
        });
        await saveLicences(tx, trackId, licences);
        await enqueueJob(tx, PROCESS_TRACK_MEDIA_JOB, { trackId }, { dedupeKey: `track-media:${trackId}` });
        return trackId;
      });
    let id: string;
    try {
      await ctx.storage.put(masterKey, createReadStream(form.audioFile), {
        contentType: audio.contentType,
        visibility: 'private',
      });
      id = await storeObjectsThenCommit(ctx.storage, objects, input.log, commit);
    } catch (error) {
      await deleteObjectsQuietly(ctx.storage, [masterKey], input.log);
      throw error;
    }
    ctx.worker.notify();
    return { id, status: 'processing' };
  });
}
