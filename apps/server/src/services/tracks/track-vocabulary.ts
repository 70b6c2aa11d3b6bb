import { MOODS, MUSICAL_KEYS, type TMood, type TMusicalKey } from '@beatpasal/shared/schemas/tracks';

/** Narrows the stored text columns back to the shared vocabularies (the forms only ever store these). */
export function isMusicalKey(value: string | null): value is TMusicalKey {
  return value !== null && (MUSICAL_KEYS as readonly string[]).includes(value);
}

export function isMood(value: string | null): value is TMood {
  return value !== null && (MOODS as readonly string[]).includes(value);
}
