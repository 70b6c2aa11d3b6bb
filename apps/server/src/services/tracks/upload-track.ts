import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
import { attachUpload, readFinishedUpload, releaseUploads, type UploadUse } from '../uploads/take-upload';
import { requireUploader } from './require-artist';
import { trackInputFromFields, validateTrackInput } from './track-input';
import { refreshArtistSalePrices } from '../deals/refresh-sale-prices';

/**
 * What the upload route read from the request: text fields, the master on disk, small files in
 * memory. The master and the voice tag may instead be finished resumable uploads, named by the
 * fields `audioUpload` and `voiceTagUpload` (decision 084).
 */
export interface UploadedTrackForm {
  fields: Record<string, string>;
  audioFile: string | undefined;
  cover: Buffer | undefined;
  voiceTag: Buffer | undefined;
}

/** The resumable uploads a form names, each for its kind; a file sent in the form itself wins. */
function uploadsNamed(userId: string, form: UploadedTrackForm): { audio?: UploadUse; voiceTag?: UploadUse } {
  const use = (id: string | undefined, kind: UploadUse['kind'], sent: unknown) =>
    id && sent === undefined ? { userId, id, kind } : undefined;
  return {
    audio: use(form.fields.audioUpload, 'master', form.audioFile),
    voiceTag: use(form.fields.voiceTagUpload, 'voiceTag', form.voiceTag),
  };
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
    const named = uploadsNamed(input.userId, form);
    if (form.audioFile === undefined && !named.audio)
      throw new AppError('BAD_REQUEST', {
        userMessage: TRACK_MESSAGES.required,
        fieldErrors: { audio: TRACK_MESSAGES.required },
      });
    const { licences, ...fields } = validateTrackInput(ZTrackUploadInput, trackInputFromFields(form.fields));
    const audioFile = form.audioFile ?? (await readFinishedUpload(ctx, named.audio!, dir));
    const audio = await verifyAudioFile(audioFile);
    const voiceTagBytes =
      form.voiceTag ?? (named.voiceTag && (await readFile(await readFinishedUpload(ctx, named.voiceTag, dir))));
    const voiceTag = voiceTagBytes ? await prepareVoiceTag(voiceTagBytes, dir) : null;
    const used = [named.audio, named.voiceTag].filter((use) => use !== undefined);
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
        // A store-wide sale on now covers the new track too (decision 095).
        await refreshArtistSalePrices(tx, input.userId, [trackId]);
        for (const use of used) await attachUpload(tx, use, `track:${trackId}`);
        await enqueueJob(tx, PROCESS_TRACK_MEDIA_JOB, { trackId }, { dedupeKey: `track-media:${trackId}` });
        return trackId;
      });
    let id: string;
    try {
      await ctx.storage.put(masterKey, createReadStream(audioFile), {
        contentType: audio.contentType,
        visibility: 'private',
      });
      id = await storeObjectsThenCommit(ctx.storage, objects, input.log, commit);
    } catch (error) {
      await deleteObjectsQuietly(ctx.storage, [masterKey], input.log);
      throw error;
    }
    ctx.worker.notify();
    await releaseUploads(ctx, used, input.log);
    return { id, status: 'processing' };
  });
}
