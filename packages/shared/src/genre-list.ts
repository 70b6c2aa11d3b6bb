// No zod here: the web's first load uses these (genres.ts adds the schema).
import { defineMessages } from './message-keys';

/** The 18 genres of the spec, in its order (pickers and the genre strip keep it). */
export const GENRES = [
  'Hip-Hop',
  'Trap',
  'Lo-Fi',
  'Pop',
  'Rock',
  'EDM',
  'R&B',
  'Reggae',
  'Drill',
  'Instrumental',
  'Beats',
  'Loop',
  'Sample',
  'Soundtrack',
  'Ambient',
  'Experimental',
  'Cover Song',
  'Other',
] as const;

export type TGenre = (typeof GENRES)[number];

export const GENRE_INVALID = defineMessages('genre', { invalid: 'Choose a genre from the list.' }).invalid;

export function isGenre(value: string): value is TGenre {
  return (GENRES as readonly string[]).includes(value);
}

/** The URL segment of a genre: 'R&B' → 'R%26B', 'Cover Song' → 'Cover%20Song'. */
export function genreToSegment(genre: TGenre): string {
  return encodeURIComponent(genre);
}

export function genrePath(genre: TGenre): string {
  return `/genre/${genreToSegment(genre)}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The genre a URL segment names, or null. Accepts the segment still encoded or already decoded
 * by the router, and any letter case, so hand-typed links such as /genre/hip-hop still work.
 */
export function genreFromSegment(segment: string): TGenre | null {
  const wanted = safeDecode(segment).trim().toLowerCase();
  return GENRES.find((genre) => genre.toLowerCase() === wanted) ?? null;
}
