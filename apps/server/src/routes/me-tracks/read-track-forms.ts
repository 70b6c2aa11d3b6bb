import type { FastifyRequest } from 'fastify';
import { MAX_AUDIO_BYTES, MAX_VOICE_TAG_BYTES } from '@beatpasal/shared/constants';
import { MY_TRACK_MESSAGES, ZTrackPatchBody } from '@beatpasal/shared/schemas/my-tracks';
import { AppError } from '../../errors/app-error';
import {
  IMAGE_FILE,
  readMultipartForm,
  readUploadedBytes,
  withMultipartForm,
} from '../../media/uploads/read-multipart-form';
import type { UploadedTrackForm } from '../../services/tracks/upload-track';
import { pickTrackInput, trackInputFromFields } from '../../services/tracks/track-input';
import { formBody } from '../../media/uploads/form-doc';

const UPLOAD_FILES = {
  audio: { maxBytes: MAX_AUDIO_BYTES, tooLargeMessage: MY_TRACK_MESSAGES.audioTooLarge },
  cover: IMAGE_FILE,
  voiceTag: { maxBytes: MAX_VOICE_TAG_BYTES, tooLargeMessage: MY_TRACK_MESSAGES.voiceTagTooLarge },
};

const TRACK_FIELDS = {
  title: 'Title.',
  genre: 'One of the genres of GET /api/genres.',
  bpm: 'Whole number.',
  musicalKey: 'Musical key, or empty for none.',
  mood: 'Mood, or empty for none.',
  tags: 'JSON list of tags, or "dark, 808".',
  description: 'Description.',
  licences: 'JSON list of licences: kind, enabled, priceNpr or negotiable, terms.',
};
const UPLOAD_FIELDS = {
  audioUpload: 'Instead of `audio`: the id of a finished resumable upload of kind master (/api/uploads).',
  voiceTagUpload: 'Instead of `voiceTag`: the id of a finished resumable upload of kind voiceTag.',
};
const AUDIO = 'Audio file (MP3, WAV, FLAC, AAC, OGG)';
export const UPLOAD_FORM_DOC = formBody(
  { ...TRACK_FIELDS, ...UPLOAD_FIELDS },
  {
    audio: { ...UPLOAD_FILES.audio, accepts: `${AUDIO}; required unless audioUpload is given` },
    cover: { ...IMAGE_FILE, accepts: 'PNG, JPEG or WebP image' },
    voiceTag: { ...UPLOAD_FILES.voiceTag, accepts: AUDIO },
  },
);
/** Any subset of the fields, as JSON or as a form with an optional `cover`. */
export const EDIT_FORM_DOC = {
  ...formBody(TRACK_FIELDS, { cover: { ...IMAGE_FILE, accepts: 'PNG, JPEG or WebP image' } }),
  consumes: ['application/json', 'multipart/form-data'],
};

/** POST /api/me/tracks body: fields, `audio` (or the field `audioUpload`; stays on disk in `dir`), `cover` and `voiceTag` (optional). */
export async function readUploadForm(request: FastifyRequest, dir: string): Promise<UploadedTrackForm> {
  const form = await readMultipartForm(request, dir, {
    files: UPLOAD_FILES,
    unsupportedMessage: MY_TRACK_MESSAGES.sendMultipart,
  });
  return {
    fields: form.fields,
    audioFile: form.files.audio?.path,
    cover: await readUploadedBytes(form.files.cover),
    voiceTag: await readUploadedBytes(form.files.voiceTag),
  };
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
