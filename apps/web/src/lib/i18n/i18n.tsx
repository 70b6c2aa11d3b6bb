import { useSyncExternalStore } from 'react';
import { getLanguage, getTranslator, setLanguage, subscribeLanguage, type TLanguage } from './language-store';
import type { TTranslate } from './translate';

export function useLanguage(): [TLanguage, (language: TLanguage) => Promise<void>] {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage);
  return [language, setLanguage];
}

/** `t('footer.copyright', { year })`: keys and placeholders are checked against `en.ts`. */
export function useT(): TTranslate {
  const [language] = useLanguage();
  return getTranslator(language);
}
