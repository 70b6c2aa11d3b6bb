import type { FastifyRequest } from 'fastify';
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_VOICE_TAG_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { MY_TRACK_MESSAGES, ZTrackPatchBody } from '@beatpasal/shared/schemas/my-tracks';
import { AppError } from '../../errors/app-error';
import { withTempDir } from '../../media/audio/temp-dirs';
import type { UploadedTrackForm } from '../../services/tracks/upload-track';
import { pickTrackInput, trackInputFromFields } from '../../services/tracks/track-input';
import { readTrackUpload, type FileFieldSpec } from './read-track-upload';

const COVER: FileFieldSpec = { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge, toDisk: false };

const UPLOAD_FILES: Record<string, FileFieldSpec> = {
  audio: { maxBytes: MAX_AUDIO_BYTES, tooLargeMessage: MY_TRACK_MESSAGES.audioTooLarge, toDisk: true },
  cover: COVER,
  voiceTag: { maxBytes: MAX_VOICE_TAG_BYTES, tooLargeMessage: MY_TRACK_MESSAGES.voiceTagTooLarge, toDisk: false },
};

/** POST /api/me/tracks body: fields, `audio` (required), `cover` and `voiceTag` (optional). */
export async function readUploadForm(request: FastifyRequest, dir: string): Promise<UploadedTrackForm> {
  const form = await readTrackUpload(request, dir, UPLOAD_FILES);
  return { fields: form.fields, audioFile: form.paths.audio, cover: form.buffers.cover, voiceTag: form.buffers.voiceTag };
}

export interface TrackEditRequest {
  changes: Record<string, unknown>;
  cover: Buffer | undefined;
}

/** PATCH /api/me/tracks/:id body: JSON with any of the form's fields, or multipart with an optional `cover`. */
export async function readEditRequest(request: FastifyRequest): Promise<TrackEditRequest> {
  if (!request.isMultipart()) {
    const body = ZTrackPatchBody.safeParse(request.body ?? {});
    if (!body.success) throw new AppError('BAD_REQUEST', { userMessage: MY_TRACK_MESSAGES.editBody });
    return { changes: pickTrackInput(body.data), cover: undefined };
  }
  return withTempDir(async (dir) => {
    const form = await readTrackUpload(request, dir, { cover: COVER });
    return { changes: trackInputFromFields(form.fields), cover: form.buffers.cover };
  });
}
