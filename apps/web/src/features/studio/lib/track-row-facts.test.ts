import { blankLicenceSet } from '@beatpasal/shared/licences';
import { describe, expect, it } from 'vitest';
import { hasNoLicenceOptions } from './track-row-facts';

describe('hasNoLicenceOptions', () => {
  it('is true only when no licence is offered', () => {
    const licences = blankLicenceSet();
    expect(hasNoLicenceOptions({ licences })).toBe(true);
    licences[2] = { ...licences[2]!, enabled: true, negotiable: true };
    expect(hasNoLicenceOptions({ licences })).toBe(false);
  });
});
