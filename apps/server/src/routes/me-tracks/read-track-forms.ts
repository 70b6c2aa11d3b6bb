import type { FastifyRequest } from 'fastify';
import { MAX_AUDIO_BYTES, MAX_VOICE_TAG_BYTES } from '@beatpasal/shared/constants';
import { MY_TRACK_MESSAGES, ZTrackPatchBody } from '@beatpasal/shared/schemas/my-tracks';
import { AppError } from '../../errors/app-error';
import { IMAGE_FILE, readMultipartForm, readUploadedBytes, withMultipartForm } from '../../media/uploads/read-multipart-form';
import type { UploadedTrackForm } from '../../services/tracks/upload-track';
import { pickTrackInput, trackInputFromFields } from '../../services/tracks/track-input';

const UPLOAD_FILES = {
  audio: { maxBytes: MAX_AUDIO_BYTES, tooLargeMessage: MY_TRACK_MESSAGES.audioTooLarge },
  cover: IMAGE_FILE,
  voiceTag: { maxBytes: MAX_VOICE_TAG_BYTES, tooLargeMessage: MY_TRACK_MESSAGES.voiceTagTooLarge },
};

/** POST /api/me/tracks body: fields, `audio` (required, stays on disk in `dir`), `cover` and `voiceTag` (optional). */
export async function readUploadForm(request: FastifyRequest, dir: string): Promise<UploadedTrackForm> {
  const form = await readMultipartForm(request, dir, { files: UPLOAD_FILES, unsupportedMessage: MY_TRACK_MESSAGES.sendMultipart });
  return { fields: form.fields, audioFile: form.files.audio?.path, cover: await readUploadedBytes(form.files.cover), voiceTag: await readUploadedBytes(form.files.voiceTag) };
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
  return withMultipartForm(request, { files: { cover: IMAGE_FILE } }, async (form) => ({
    changes: trackInputFromFields(form.fields),
    cover: await readUploadedBytes(form.files.cover),
  }));
}
