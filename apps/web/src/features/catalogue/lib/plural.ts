import type { TTranslate } from '../../../lib/i18n/translate';

type TCountNoun = 'track' | 'like' | 'play';

/** '1 track' / '3 tracks', '1 like' / '0 likes', '1 play' / '12 plays'. */
export function countLabel(t: TTranslate, noun: TCountNoun, count: number): string {
  const isOne = count === 1;
  switch (noun) {
    case 'track':
      return isOne ? t('catalogue.count.trackOne', { count }) : t('catalogue.count.trackOther', { count });
    case 'like':
      return isOne ? t('catalogue.count.likeOne', { count }) : t('catalogue.count.likeOther', { count });
    case 'play':
      return isOne ? t('catalogue.count.playOne', { count }) : t('catalogue.count.playOther', { count });
  }
}
