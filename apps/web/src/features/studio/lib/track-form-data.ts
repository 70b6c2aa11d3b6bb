import type { TTrackInputDraft } from './track-form-values';
import type { TTrackFiles } from './validate-track-form';

/** Finished resumable uploads (decision 084) that take the place of the audio files. */
export interface TUploadIds {
  audio?: string;
  voiceTag?: string;
}

/**
 * The multipart body of POST /api/me/tracks (and PATCH with a new cover): text fields first, so
 * the server can refuse a bad form before the audio has streamed in; tags and licences as JSON.
 */
export function trackFormData(
  input: TTrackInputDraft,
  files: Partial<TTrackFiles>,
  uploads: TUploadIds = {},
): FormData {
  const data = new FormData();
  data.append('title', input.title);
  if (input.genre) data.append('genre', input.genre);
  if (input.bpm !== undefined) data.append('bpm', String(input.bpm));
  if (input.musicalKey) data.append('musicalKey', input.musicalKey);
  if (input.mood) data.append('mood', input.mood);
  data.append('tags', JSON.stringify(input.tags));
  data.append('description', input.description);
  data.append('licences', JSON.stringify(input.licences));
  if (uploads.audio) data.append('audioUpload', uploads.audio);
  if (uploads.voiceTag) data.append('voiceTagUpload', uploads.voiceTag);
  if (files.cover) data.append('cover', files.cover);
  if (files.voiceTag) data.append('voiceTag', files.voiceTag);
  if (files.audio) data.append('audio', files.audio);
  return data;
}
