import { z } from 'zod';
import { GENRES, GENRE_INVALID } from '../genres';
import { ZEditLicenceSet, ZLicenceSet, ZUploadLicenceSet } from '../licences';
import { multiLineText, singleLineText } from '../plain-text';
import { MAX_BPM, MAX_DESCRIPTION, MAX_TAG, MAX_TAGS, MAX_TITLE, MIN_BPM, MOODS, MUSICAL_KEYS } from '../track-facts';
import { defineMessages } from '../message-keys';

export * from '../track-facts';

/** The upload and edit form of a track; audio, cover and voice tag travel as separate uploads. */
export const TRACK_MESSAGES = defineMessages('track', {
  required: 'All fields including audio are required.',
  title: `Title can be at most ${MAX_TITLE} characters.`,
  bpm: `BPM must be a whole number between ${MIN_BPM} and ${MAX_BPM}.`,
  key: 'Choose a key from the list.',
  mood: 'Choose a mood from the list.',
  tooManyTags: `Add at most ${MAX_TAGS} tags.`,
  tagLength: `Each tag can be at most ${MAX_TAG} characters.`,
  tagCharacters: 'Tags can contain only letters, numbers, spaces and hyphens.',
  description: `Description can be at most ${MAX_DESCRIPTION} characters.`,
});

/** Absent, empty or an empty number input (NaN): the spec's one message for all of them. */
const isMissing = (input: unknown): boolean =>
  input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));

export const ZMusicalKey = z.enum(MUSICAL_KEYS, { error: TRACK_MESSAGES.key.key });
export const ZMood = z.enum(MOODS, { error: TRACK_MESSAGES.mood.key });

export const ZTag = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite((tag) => tag.replace(/\s+/g, ' '))
  .min(1, TRACK_MESSAGES.tagCharacters.key)
  .max(MAX_TAG, TRACK_MESSAGES.tagLength.key)
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} -]*$/u, TRACK_MESSAGES.tagCharacters.key);

export const ZTrackInput = z.object({
  title: singleLineText({ error: TRACK_MESSAGES.required.key })
    .min(1, { error: TRACK_MESSAGES.required.key, abort: true })
    .max(MAX_TITLE, TRACK_MESSAGES.title.key),
  genre: z.enum(GENRES, {
    error: (issue) => (isMissing(issue.input) ? TRACK_MESSAGES.required.key : GENRE_INVALID.key),
  }),
  bpm: z
    .int({ error: (issue) => (isMissing(issue.input) ? TRACK_MESSAGES.required.key : TRACK_MESSAGES.bpm.key) })
    .min(MIN_BPM, TRACK_MESSAGES.bpm.key)
    .max(MAX_BPM, TRACK_MESSAGES.bpm.key),
  musicalKey: ZMusicalKey.nullable().default(null),
  mood: ZMood.nullable().default(null),
  tags: z
    .array(ZTag)
    .max(MAX_TAGS, TRACK_MESSAGES.tooManyTags.key)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  description: multiLineText().max(MAX_DESCRIPTION, TRACK_MESSAGES.description.key).default(''),
  licences: ZLicenceSet,
});

/** New track: 'Please add at least one license with a price.' */
export const ZTrackUploadInput = ZTrackInput.extend({ licences: ZUploadLicenceSet });
/** Edited track: 'Please enable at least one license with a valid price.' */
export const ZTrackEditInput = ZTrackInput.extend({ licences: ZEditLicenceSet });

export type TTrackInput = z.infer<typeof ZTrackInput>;
