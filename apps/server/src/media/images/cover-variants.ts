import type { ImageRecipe } from './image-variants';

/**
 * Track cover art, re-encoded while the upload request runs (a cover is small and sharp takes a
 * fraction of a second), so a track never shows without its cover:
 * `processImage(bytes, TRACK_COVER_RECIPE, 'Cover')` then `storeObjectsThenCommit`.
 * Square crops like every beat store: the page size (main key, stored in tracks.cover_key) and a
 * card size for grids and the player, sharp on 2× phone screens.
 */
export const TRACK_COVER_RECIPE = {
  area: 'track-images',
  visibility: 'public',
  hasShareImage: true,
  variants: [
    { suffix: '', width: 800, height: 800, fit: 'cover', quality: 'photo' },
    { suffix: 'w400', width: 400, height: 400, fit: 'cover', quality: 'photo' },
  ],
} as const satisfies ImageRecipe;
