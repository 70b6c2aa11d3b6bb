import { blankLicenceSet } from '@beatpasal/shared/licences';
import { describe, expect, it } from 'vitest';
import { dashboardPriceLabel, hasNoLicenceOptions } from './track-row-facts';

describe('dashboard price label', () => {
  it('shows the lowest price, else Negotiate, else No license set', () => {
    expect(dashboardPriceLabel({ lowestPriceNpr: 150000, hasNegotiable: true })).toBe('From NPR 1,50,000');
    expect(dashboardPriceLabel({ lowestPriceNpr: null, hasNegotiable: true })).toBe('Negotiate');
    expect(dashboardPriceLabel({ lowestPriceNpr: null, hasNegotiable: false })).toBe('No license set');
  });
});

describe('hasNoLicenceOptions', () => {
  it('is true only when no licence is offered', () => {
    const licences = blankLicenceSet();
    expect(hasNoLicenceOptions({ licences })).toBe(true);
    licences[2] = { ...licences[2]!, enabled: true, negotiable: true };
    expect(hasNoLicenceOptions({ licences })).toBe(false);
  });
});
