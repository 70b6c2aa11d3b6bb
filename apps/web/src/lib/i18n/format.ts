import { formatPaisa, type TPriceSummary, type TPricedLicence } from '@beatpasal/shared/prices';
import type { TLanguage } from './language-store';
import { formatNumber, toDevanagariDigits, type TDigits } from './numbers';
import type { TTranslate } from './translate';

/** How numbers and money read in one language and digit choice. */
export type TFormatOptions = { language: TLanguage; digits: TDigits };

const CURRENCY: Record<TLanguage, string> = { en: 'NPR', ne: 'रु' };

/** 'NPR 1,00,000' in English, 'रु 1,00,000' (or 'रु १,००,०००') in Nepali. */
export function formatMoney(amount: number, { language, digits }: TFormatOptions): string {
  return `${CURRENCY[language]} ${formatNumber(amount, language === 'ne' ? digits : 'latin')}`;
}

/**
 * An exact amount with its paisa (decision 063): 'NPR 1,500.37' in English, 'रु 1,500.37' (or in
 * Devanagari digits) in Nepali. The grouping and the two decimals are the shared `formatPaisa`'s.
 */
export function formatMoneyPaisa(paisa: number, { language, digits }: TFormatOptions): string {
  const amount = formatPaisa(paisa).replace(/^NPR /, '');
  return `${CURRENCY[language]} ${language === 'ne' && digits === 'devanagari' ? toDevanagariDigits(amount) : amount}`;
}

export function formatCount(value: number, { language, digits }: TFormatOptions): string {
  return formatNumber(value, language === 'ne' ? digits : 'latin');
}

/** One licence's price: the amount, 'Negotiate', or '' for a disabled or unpriced licence. */
export function licencePriceText(t: TTranslate, licence: TPricedLicence, options: TFormatOptions): string {
  if (!licence.enabled) return '';
  if (licence.negotiable) return t('catalogue.price.negotiate');
  return licence.priceNpr !== null && licence.priceNpr > 0 ? formatMoney(licence.priceNpr, options) : '';
}

/** A track's price in lists and dashboards (spec §5): 'From NPR x', else 'Negotiate', else 'No license set'. */
export function priceSummaryText(t: TTranslate, summary: TPriceSummary, options: TFormatOptions): string {
  if (summary.lowestPriceNpr !== null)
    return t('catalogue.price.from', { price: formatMoney(summary.lowestPriceNpr, options) });
  return t(summary.hasNegotiable ? 'catalogue.price.negotiate' : 'catalogue.price.none');
}
