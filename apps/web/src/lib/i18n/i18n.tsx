import type { TPriceSummary, TPricedLicence } from '@beatpasal/shared/prices';
import { useSyncExternalStore } from 'react';
import { useDigitsChoice } from './digits-store';
import { formatCount, formatMoney, licencePriceText, priceSummaryText } from './format';
import { getLanguage, getTranslator, setLanguage, subscribeLanguage, type TLanguage } from './language-store';
import type { TTranslate } from './translate';

export function useLanguage(): [TLanguage, (language: TLanguage) => Promise<void>] {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return [language, setLanguage];
}

/** `t('footer.copyright', { year })`: keys and placeholders are checked against `en.ts`. */
export function useT(): TTranslate {
  const [language] = useLanguage();
  return getTranslator(language);
}

/** Money, counts and price labels in the page's language and digits. */
export function useFormat() {
  const [language] = useLanguage();
  const [digits] = useDigitsChoice();
  const t = getTranslator(language);
  const options = { language, digits };
  return {
    money: (amount: number) => formatMoney(amount, options),
    count: (value: number) => formatCount(value, options),
    licencePrice: (licence: TPricedLicence) => licencePriceText(t, licence, options),
    priceSummary: (summary: TPriceSummary) => priceSummaryText(t, summary, options),
  };
}
