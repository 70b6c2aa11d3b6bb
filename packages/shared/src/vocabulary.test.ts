import { describe, expect, it } from 'vitest';
import { GENRES } from './genre-list';
import { LICENCE_KINDS } from './licence-kinds';
import { WALLET_KINDS } from './schemas/profiles';
import { REJECTION_REASONS } from './schemas/purchases';
import { MOODS } from './track-facts';
import { VOCABULARY, wordsIn, type TVocabularyGroup } from './vocabulary';

const STORED_VALUES: Record<TVocabularyGroup, readonly string[]> = {
  licenceKinds: LICENCE_KINDS,
  rejectionReasons: REJECTION_REASONS,
  walletKinds: WALLET_KINDS,
  genres: GENRES,
  moods: MOODS,
};
const groups = Object.keys(VOCABULARY) as TVocabularyGroup[];

describe('the domain vocabulary', () => {
  it.each(groups)('names every stored value of %s, and nothing else', (group) => {
    expect(Object.keys(VOCABULARY[group])).toEqual([...STORED_VALUES[group]]);
  });

  it.each(groups)('gives every word of %s an English and a Nepali text, none empty', (group) => {
    for (const term of Object.values(VOCABULARY[group] as Record<string, { en: string; ne: string }>)) {
      expect(Object.keys(term).sort()).toEqual(['en', 'ne']);
      expect(term.en.trim()).not.toBe('');
      expect(term.ne.trim()).not.toBe('');
    }
  });

  it('writes Nepali words in Devanagari, except names kept as they are', () => {
    const kept = new Set(['eSewa', 'Khalti', 'Fonepay', 'EDM', 'R&B']);
    const nepali = groups.flatMap((group) => Object.values<string>(wordsIn(group, 'ne')));
    expect(nepali.filter((word) => !kept.has(word) && !/[\u0900-\u097F]/.test(word))).toEqual([]);
  });

  it('reads one language of a group by stored value', () => {
    expect(wordsIn('licenceKinds', 'ne').lease).toBe('लिज');
    expect(wordsIn('rejectionReasons', 'en').other).toBe('Others');
    expect(wordsIn('walletKinds', 'ne').bank).toBe('बैंक');
  });
});
