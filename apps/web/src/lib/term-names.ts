import { isGenre } from '@beatpasal/shared/genre-list';
import type { TMood, TMusicalKey } from '@beatpasal/shared/track-facts';
import { useT } from './i18n/i18n';

/** Genres, moods and keys are stored in English; these show them in the page's language. */
export function useTermNames() {
  const t = useT();
  return {
    genre: (genre: string) => (isGenre(genre) ? t(`catalogue.genreNames.${genre}`) : genre),
    mood: (mood: TMood) => t(`catalogue.moods.${mood}`),
    musicalKey: (key: TMusicalKey) => {
      const [pitch, scale] = key.split(' ') as [string, 'major' | 'minor'];
      return t(`catalogue.musicalKeys.${scale}`, { pitch });
    },
  };
}
