import { describe, expect, it } from 'vitest';
import { en } from './en';
import { formatMoney, formatMoneyPaisa, licencePriceText, priceSummaryText } from './format';
import { ne } from './ne';
import { formatNumber, toLatinDigits } from './numbers';
import { createTranslator } from './translate';

const english = { language: 'en', digits: 'latin' } as const;
const nepali = { language: 'ne', digits: 'latin' } as const;
const nepaliDigits = { language: 'ne', digits: 'devanagari' } as const;

describe('numbers', () => {
  it('groups the South Asian way', () => {
    expect(formatNumber(100000, 'latin')).toBe('1,00,000');
    expect(formatNumber(1234567, 'latin')).toBe('12,34,567');
    expect(formatNumber(999, 'latin')).toBe('999');
    expect(formatNumber(-1500, 'latin')).toBe('-1,500');
  });

  it('writes Devanagari digits when chosen', () => {
    expect(formatNumber(100000, 'devanagari')).toBe('१,००,०००');
  });

  it('reads Devanagari digits as typed on a Nepali keyboard', () => {
    expect(toLatinDigits('१२०')).toBe('120');
    expect(toLatinDigits('9८४१२३४५६७')).toBe('9841234567');
    expect(toLatinDigits('0ABCD१२३४')).toBe('0ABCD1234');
  });
});

describe('money', () => {
  it('reads NPR in English and रु in Nepali, in the chosen digits', () => {
    expect(formatMoney(100000, english)).toBe('NPR 1,00,000');
    expect(formatMoney(100000, nepali)).toBe('रु 1,00,000');
    expect(formatMoney(100000, nepaliDigits)).toBe('रु १,००,०००');
  });

  it('keeps Latin digits in English even when Devanagari ones were chosen', () => {
    expect(formatMoney(1500, { language: 'en', digits: 'devanagari' })).toBe('NPR 1,500');
  });
});

describe('price labels', () => {
  const tEn = createTranslator(en);
  const tNe = createTranslator(ne);

  it('shows the lowest price, else Negotiate, else No license set', () => {
    expect(priceSummaryText(tEn, { lowestPriceNpr: 150000, hasNegotiable: true }, english)).toBe('From NPR 1,50,000');
    expect(priceSummaryText(tEn, { lowestPriceNpr: null, hasNegotiable: true }, english)).toBe('Negotiate');
    expect(priceSummaryText(tEn, { lowestPriceNpr: null, hasNegotiable: false }, english)).toBe('No license set');
  });

  it('reads naturally in Nepali', () => {
    expect(priceSummaryText(tNe, { lowestPriceNpr: 150000, hasNegotiable: false }, nepaliDigits)).toBe(
      'रु १,५०,००० देखि',
    );
    expect(licencePriceText(tNe, { enabled: true, negotiable: true, priceNpr: null }, nepali)).toBe('मोलमोलाइ');
  });

  it('leaves a disabled or unpriced licence blank', () => {
    expect(licencePriceText(tEn, { enabled: false, negotiable: false, priceNpr: 500 }, english)).toBe('');
    expect(licencePriceText(tEn, { enabled: true, negotiable: false, priceNpr: null }, english)).toBe('');
    expect(licencePriceText(tEn, { enabled: true, negotiable: false, priceNpr: 500 }, english)).toBe('NPR 500');
  });
});

describe('formatMoneyPaisa', () => {
  it('keeps the paisa of an exact amount in each language and digit choice', () => {
    expect(formatMoneyPaisa(150037, english)).toBe('NPR 1,500.37');
    expect(formatMoneyPaisa(10000005, nepali)).toBe('रु 1,00,000.05');
    expect(formatMoneyPaisa(150037, nepaliDigits)).toBe('रु १,५००.३७');
  });
});
