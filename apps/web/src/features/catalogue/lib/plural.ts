import type { TTranslate } from '../../../lib/i18n/translate';

type TCountKey = 'track' | 'like';

/** '1 track' / '3 tracks', '1 like' / '0 likes'. */
export function countLabel(t: TTranslate, noun: TCountKey, count: number): string {
  if (noun === 'track') return count === 1 ? t('catalogue.count.trackOne', { count }) : t('catalogue.count.trackOther', { count });
  return count === 1 ? t('catalogue.count.likeOne', { count }) : t('catalogue.count.likeOther', { count });
}
