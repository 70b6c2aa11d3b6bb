// No zod here: the web's first load uses these (schemas/tracks.ts adds the schemas).

const PITCHES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
type TPitch = (typeof PITCHES)[number];
export type TMusicalKey = `${TPitch} ${'major' | 'minor'}`;

/** The 24 keys, each major beside its parallel minor, for pickers and filters. */
export const MUSICAL_KEYS: readonly TMusicalKey[] = PITCHES.flatMap((pitch): TMusicalKey[] => [
  `${pitch} major`,
  `${pitch} minor`,
]);

export const MOODS = [
  'Dark',
  'Happy',
  'Sad',
  'Chill',
  'Energetic',
  'Romantic',
  'Aggressive',
  'Epic',
  'Melancholic',
  'Uplifting',
] as const;
export type TMood = (typeof MOODS)[number];

export const MIN_BPM = 40;
export const MAX_BPM = 300;
export const MAX_TITLE = 120;
export const MAX_TAGS = 10;
export const MAX_TAG = 24;
export const MAX_DESCRIPTION = 2000;
