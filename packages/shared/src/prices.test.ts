import { describe, expect, it } from 'vitest';
import {
  formatNpr,
  formatNrs,
  formatPaisa,
  fromLabel,
  hasNegotiable,
  licencePriceLabel,
  lowestPrice,
  priceSummaryLabel,
  startingAtLabel,
  summarisePrices,
  type TPricedLicence,
} from './prices';

const priced = (priceNpr: number, enabled = true): TPricedLicence => ({ enabled, priceNpr, negotiable: false });
const negotiable: TPricedLicence = { enabled: true, priceNpr: null, negotiable: true };
const unpriced: TPricedLicence = { enabled: true, priceNpr: null, negotiable: false };

describe('formatNpr', () => {
  it.each([
    [0, 'NPR 0'],
    [5, 'NPR 5'],
    [999, 'NPR 999'],
    [1000, 'NPR 1,000'],
    [99999, 'NPR 99,999'],
    [100000, 'NPR 1,00,000'],
    [1234567, 'NPR 12,34,567'],
    [10000000, 'NPR 1,00,00,000'],
    [123456789, 'NPR 12,34,56,789'],
    [-2500, 'NPR -2,500'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatNpr(amount)).toBe(expected);
  });

  it('rounds to whole rupees', () => {
    expect(formatNpr(1499.6)).toBe('NPR 1,500');
  });

  it('has an Nrs. variant', () => {
    expect(formatNrs(100000)).toBe('Nrs. 1,00,000');
    expect(formatNpr(2500, 'Nrs.')).toBe('Nrs. 2,500');
  });

  it('refuses values that are not amounts', () => {
    expect(() => formatNpr(Number.NaN)).toThrow(RangeError);
    expect(() => formatNpr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatPaisa', () => {
  it.each([
    [0, 'NPR 0.00'],
    [7, 'NPR 0.07'],
    [150037, 'NPR 1,500.37'],
    [150000, 'NPR 1,500.00'],
    [10000099, 'NPR 1,00,000.99'],
    [-250001, 'NPR -2,500.01'],
  ])('%i paisa reads %s', (paisa, label) => {
    expect(formatPaisa(paisa)).toBe(label);
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => formatPaisa(1500.5)).toThrow(RangeError);
  });
});

describe('lowestPrice', () => {
  it('counts only enabled licences with a fixed price above 0', () => {
    expect(lowestPrice([priced(5000), priced(1500), priced(800, false), negotiable, unpriced, priced(0)])).toBe(1500);
  });

  it('is null when no licence qualifies', () => {
    expect(lowestPrice([])).toBeNull();
    expect(lowestPrice([priced(800, false), negotiable, unpriced])).toBeNull();
  });
});

describe('summarisePrices', () => {
  it('reports the lowest price and whether an enabled licence is negotiable', () => {
    expect(summarisePrices([priced(3000), negotiable])).toEqual({ lowestPriceNpr: 3000, hasNegotiable: true });
    expect(hasNegotiable([{ ...negotiable, enabled: false }])).toBe(false);
  });
});

describe('labels', () => {
  it('uses the spec wording with grouped amounts', () => {
    expect(startingAtLabel(1500)).toBe('Starting at Nrs. 1,500');
    expect(fromLabel(100000)).toBe('From NPR 1,00,000');
  });

  it('is empty when nothing qualifies', () => {
    expect(startingAtLabel(null)).toBe('');
    expect(fromLabel(null)).toBe('');
  });

  it('labels a single licence', () => {
    expect(licencePriceLabel(priced(2500))).toBe('NPR 2,500');
    expect(licencePriceLabel(negotiable)).toBe('Negotiate');
    expect(licencePriceLabel(priced(2500, false))).toBe('');
    expect(licencePriceLabel(unpriced)).toBe('');
  });

  it('summarises a track: price first, then Negotiate, then No license set', () => {
    expect(priceSummaryLabel({ lowestPriceNpr: 1500, hasNegotiable: true })).toBe('From NPR 1,500');
    expect(priceSummaryLabel({ lowestPriceNpr: null, hasNegotiable: true })).toBe('Negotiate');
    expect(priceSummaryLabel({ lowestPriceNpr: null, hasNegotiable: false })).toBe('No license set');
  });
});
