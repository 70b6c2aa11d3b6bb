import { z } from 'zod';
import { formatMegabytes, MAX_AUDIO_BYTES, MAX_VOICE_TAG_BYTES } from '../constants';
import { ZGenre } from '../genres';
import { ZLicenceInput } from '../licences';
import { ZMood, ZMusicalKey } from './tracks';
import { defineMessages } from '../message-keys';

/**
 * The artist's own tracks: upload (multipart), the dashboard table, the edit form, delete and
 * retry. Upload and edit fields are those of ZTrackUploadInput / ZTrackEditInput; in multipart
 * bodies `tags` and `licences` are JSON text (`["dark","808"]`, `[{ "kind": "lease", … }]`).
 */

export const MY_TRACK_MESSAGES = defineMessages('myTrack', {
  artistOnly: 'Only artist accounts can upload tracks.',
  profileIncomplete: 'Complete your profile and add a wallet QR code before uploading.',
  audioTooLarge: `Audio files can be at most ${formatMegabytes(MAX_AUDIO_BYTES)}.`,
  voiceTagTooLarge: `A voice tag can be at most ${formatMegabytes(MAX_VOICE_TAG_BYTES)}.`,
  notAudio: 'That file is not audio we can read. Upload an MP3, WAV, FLAC, AIFF, OGG, M4A or AAC file.',
  voiceTagNotAudio: 'The voice tag must be an audio file (MP3, WAV, FLAC, AIFF, OGG, M4A or AAC).',
  damagedAudio: 'The audio file is incomplete or damaged. Export it again and upload the new file.',
  licencesFormat: 'The licences could not be read. Reload the page and try again.',
  tagsFormat: 'Tags must be a list of words.',
  sendMultipart: 'Send the track as multipart/form-data with the audio file.',
  editBody: 'Send the changes as a JSON object or as multipart/form-data.',
});

/** Rows per page of GET /api/me/tracks (the dashboard table). */
export const MY_TRACKS_PAGE_SIZE = 20;

/** Multipart file fields of POST /api/me/tracks (`audio` required) and PATCH /api/me/tracks/:id (`cover` only). */
export const TRACK_FILE_FIELDS = ['audio', 'cover', 'voiceTag'] as const;

/** POST /api/me/tracks → 201. */
export const ZUploadedTrack = z.object({ id: z.string(), status: z.literal('processing') });

/** One row of the artist's tracks table, and the edit form's saved values. */
export const ZMyTrack = z.object({
  id: z.string(),
  title: z.string(),
  genre: ZGenre,
  bpm: z.int(),
  musicalKey: ZMusicalKey.nullable(),
  mood: ZMood.nullable(),
  tags: z.array(z.string()),
  description: z.string(),
  coverUrl: z.string().nullable(),
  coverPageUrl: z.string().nullable(),
  status: z.enum(['processing', 'ready', 'failed']),
  /** Why processing failed, shown beside the Retry button. */
  processingError: z.string().nullable(),
  isHidden: z.boolean(),
  isSold: z.boolean(),
  likeCount: z.int().min(0),
  playCount: z.int().min(0),
  durationSeconds: z.number().min(0).nullable(),
  previewReady: z.boolean(),
  lowestPriceNpr: z.int().nullable(),
  hasNegotiable: z.boolean(),
  /** Every stored licence, enabled or not, as the edit form needs them. */
  licences: z.array(ZLicenceInput),
  /** Deleting a track with purchases hides it instead (buyers keep what they bought). */
  hasPurchases: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const ZMyTrackPage = z.object({ items: z.array(ZMyTrack), nextCursor: z.string().nullable() });

/** DELETE /api/me/tracks/:id: `hidden` when purchases keep it for their buyers. */
export const ZDeletedTrack = z.object({ outcome: z.enum(['deleted', 'hidden']) });

/** PATCH /api/me/tracks/:id as JSON: any subset of the edit form's fields; the rest keep their values. */
export const ZTrackPatchBody = z.record(z.string(), z.unknown());

export type TUploadedTrack = z.infer<typeof ZUploadedTrack>;
export type TMyTrack = z.infer<typeof ZMyTrack>;
export type TMyTrackPage = z.infer<typeof ZMyTrackPage>;
export type TDeletedTrack = z.infer<typeof ZDeletedTrack>;

/** What the audio check of an upload answers (apps/server/src/media/audio/verify-audio-file.ts). */
export const AUDIO_MESSAGES = defineMessages('audio', {
  notAudio: 'This file is not an audio file. Upload an MP3, WAV, FLAC, AIFF, M4A or OGG export.',
  damaged: 'This audio file is damaged or incomplete. Export it again and upload the new file.',
  tooLong: 'Tracks can be at most 15 minutes long.',
});
