import type { TPriceSummary, TPricedLicence } from '@beatpasal/shared/prices';
import { formatCount, formatMoney, licencePriceText, priceSummaryText } from './format';
import { getTranslator, setLanguage, type TLanguage } from './language-store';
import { useLocale } from './locale';
import { translatePlural, type TPluralKey, type TTranslate, type TVars } from './translate';

export function useLanguage(): [TLanguage, (language: TLanguage) => Promise<void>] {
  return [useLocale().language, setLanguage];
}

/** `t('footer.copyright', { year })`: keys and placeholders are checked against `en.ts`. */
export function useT(): TTranslate {
  const [language] = useLanguage();
  return getTranslator(language);
}

/** Money, counts and price labels in the page's language and digits. */
export function useFormat() {
  const options = useLocale();
  const t = getTranslator(options.language);
  return {
    money: (amount: number) => formatMoney(amount, options),
    count: (value: number) => formatCount(value, options),
    /** `plural('purchases.sales.totals', 1, { … })`: '1 sale · …', its `{count}` in the page's digits. */
    plural: (key: TPluralKey, count: number, vars: TVars = {}) =>
      translatePlural(t, options.language, key, count, { ...vars, count: formatCount(count, options) }),
    licencePrice: (licence: TPricedLicence) => licencePriceText(t, licence, options),
    priceSummary: (summary: TPriceSummary) => priceSummaryText(t, summary, options),
  };
}
