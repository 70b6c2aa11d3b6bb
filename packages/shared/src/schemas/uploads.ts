import { z } from 'zod';
import { MAX_AUDIO_BYTES, MAX_VOICE_TAG_BYTES } from '../constants';
import { defineMessages } from '../message-keys';

/**
 * Resumable uploads (tus 1.0 at /api/uploads, issue 36, decision 084): what a file is for, its
 * byte limit, and the metadata the browser sends when it starts one. The finished upload's id is
 * then given to the form that uses it (`audioUpload`, `voiceTagUpload`, `alternateUpload`).
 */
export const UPLOAD_KINDS = ['master', 'alternate', 'voiceTag'] as const;
export const ZUploadKind = z.enum(UPLOAD_KINDS);
export type TUploadKind = z.infer<typeof ZUploadKind>;

/** The same limits as the multipart forms: a master and an alternate file are audio, a voice tag is short. */
export const UPLOAD_MAX_BYTES: Record<TUploadKind, number> = {
  master: MAX_AUDIO_BYTES,
  alternate: MAX_AUDIO_BYTES,
  voiceTag: MAX_VOICE_TAG_BYTES,
};

/** The tus endpoint; an upload lives at `${UPLOAD_ENDPOINT}/<id>`. */
export const UPLOAD_ENDPOINT = '/api/uploads';

/**
 * Bytes per PATCH request: 5 MiB, the smallest part S3 accepts, so the S3 store writes each chunk
 * as one part; at 750 kbit/s a chunk is about a minute, and a cut loses at most the one in flight.
 */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

/** An upload nobody has touched for this long is deleted by the clean-up job. */
export const UPLOAD_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** An upload id as the server names them (32 hex characters). */
export const ZUploadId = z.string().regex(/^[0-9a-f]{32}$/);

export const UPLOAD_MESSAGES = defineMessages('uploads', {
  unknownKind: 'Say what the file is for: a master, an alternate file or a voice tag.',
  lengthRequired: 'Start the upload with the size of the file.',
  notFinished: 'That upload has not finished yet. Let it finish, then save again.',
  gone: 'That upload is no longer here. Choose the file again.',
  wrongKind: 'That upload was made for another kind of file. Choose the file again.',
  inUse: 'That upload is already attached to something else. Choose the file again.',
  notResumable: 'This address takes resumable uploads only. Reload the page and choose the file again.',
  busy: 'Another request is still sending this upload. It will continue in a moment.',
});
