import { describe, expect, it } from 'vitest';
import {
  LICENCE_KINDS,
  LICENCE_LABELS,
  ZEditLicenceSet,
  ZLicenceInput,
  ZLicenceSet,
  ZUploadLicenceSet,
  blankLicenceSet,
  isExclusiveKind,
  validateLicencesForEdit,
  validateLicencesForUpload,
  type TLicenceInput,
} from './licences';
import { messageOfKey } from './message-keys';

const licence = (overrides: Partial<TLicenceInput> = {}): TLicenceInput => ({
  kind: 'non_exclusive',
  enabled: true,
  priceNpr: 2500,
  negotiable: false,
  terms: '',
  leaseDays: null,
  streamCap: null,
  deliverables: ['mp3', 'wav'],
  ...overrides,
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => messageOfKey(issue.message)?.text ?? issue.message) ?? [];

describe('licence kinds', () => {
  it('has four kinds with their display labels', () => {
    expect(LICENCE_KINDS.map((kind) => LICENCE_LABELS[kind])).toEqual([
      'Lease',
      'Non-Exclusive',
      'Exclusive',
      'Full Rights',
    ]);
  });

  it('treats exclusive and full rights as exclusive', () => {
    expect(LICENCE_KINDS.filter(isExclusiveKind)).toEqual(['exclusive', 'full_rights']);
  });
});

describe('ZLicenceInput', () => {
  it('accepts a priced licence and a negotiable one', () => {
    expect(ZLicenceInput.safeParse(licence()).success).toBe(true);
    expect(ZLicenceInput.safeParse(licence({ priceNpr: null, negotiable: true })).success).toBe(true);
  });

  it.each([0, -5, 10_000_001, 99.5])('rejects the price %d', (priceNpr) => {
    expect(messagesOf(ZLicenceInput.safeParse(licence({ priceNpr })))).toEqual([
      'Enter a price in whole rupees between NPR 1 and NPR 1,00,00,000.',
    ]);
  });

  it('accepts the price bounds', () => {
    expect(ZLicenceInput.safeParse(licence({ priceNpr: 1 })).success).toBe(true);
    expect(ZLicenceInput.safeParse(licence({ priceNpr: 10_000_000 })).success).toBe(true);
  });

  it('needs a price or negotiable on an enabled licence, but not on a disabled one', () => {
    expect(messagesOf(ZLicenceInput.safeParse(licence({ priceNpr: null })))).toEqual([
      'Enter a price or mark the licence as negotiable.',
    ]);
    expect(ZLicenceInput.safeParse(licence({ priceNpr: null, enabled: false })).success).toBe(true);
  });

  it('refuses a fixed price on a negotiable licence', () => {
    expect(messagesOf(ZLicenceInput.safeParse(licence({ negotiable: true })))).toEqual([
      'A negotiable licence has no fixed price.',
    ]);
  });

  it('allows lease days only on a lease, within 1..3650', () => {
    expect(ZLicenceInput.safeParse(licence({ kind: 'lease', leaseDays: 365 })).success).toBe(true);
    expect(messagesOf(ZLicenceInput.safeParse(licence({ kind: 'exclusive', leaseDays: 365 })))).toEqual([
      'Only a lease has a duration in days.',
    ]);
    expect(messagesOf(ZLicenceInput.safeParse(licence({ kind: 'lease', leaseDays: 0 })))).toEqual([
      'Lease duration must be a whole number of days between 1 and 3650.',
    ]);
  });

  it('limits terms to 2000 characters after trimming', () => {
    expect(ZLicenceInput.parse(licence({ terms: `  ${'x'.repeat(2000)}  ` })).terms).toHaveLength(2000);
    expect(messagesOf(ZLicenceInput.safeParse(licence({ terms: 'x'.repeat(2001) })))).toEqual([
      'Licence terms can be at most 2000 characters.',
    ]);
  });

  it('accepts known deliverables once each', () => {
    expect(ZLicenceInput.safeParse(licence({ deliverables: ['mp3', 'wav', 'stems', 'trackout'] })).success).toBe(true);
    expect(messagesOf(ZLicenceInput.safeParse(licence({ deliverables: ['mp3', 'mp3'] })))).toEqual([
      'Choose each file type at most once.',
    ]);
    expect(ZLicenceInput.safeParse({ ...licence(), deliverables: ['flac'] }).success).toBe(false);
  });

  it('rejects a stream cap below 1', () => {
    expect(messagesOf(ZLicenceInput.safeParse(licence({ streamCap: 0 })))).toEqual([
      'Stream cap must be a whole number above 0.',
    ]);
  });
});

describe('ZLicenceSet', () => {
  it('accepts up to four distinct kinds', () => {
    expect(ZLicenceSet.safeParse(blankLicenceSet()).success).toBe(true);
  });

  it('rejects a repeated kind', () => {
    expect(messagesOf(ZLicenceSet.safeParse([licence(), licence()]))).toEqual([
      'Each licence type can appear only once.',
    ]);
  });

  it('rejects more than four licences', () => {
    expect(messagesOf(ZLicenceSet.safeParse([...blankLicenceSet(), licence()]))).toContain(
      'A track has at most 4 licences.',
    );
  });
});

describe('upload and edit rules', () => {
  const onlyNegotiable = [licence({ priceNpr: null, negotiable: true })];
  const disabledPriced = [licence({ enabled: false })];

  it('needs at least one enabled licence with a fixed price', () => {
    expect(validateLicencesForUpload([licence()])).toBeNull();
    expect(validateLicencesForEdit([licence()])).toBeNull();
    for (const set of [[], onlyNegotiable, disabledPriced]) {
      expect(validateLicencesForUpload(set)?.text).toBe('Please add at least one license with a price.');
      expect(validateLicencesForEdit(set)?.text).toBe('Please enable at least one license with a valid price.');
    }
  });

  it('is part of the upload and edit schemas', () => {
    expect(messagesOf(ZUploadLicenceSet.safeParse(blankLicenceSet()))).toEqual([
      'Please add at least one license with a price.',
    ]);
    expect(messagesOf(ZEditLicenceSet.safeParse(disabledPriced))).toEqual([
      'Please enable at least one license with a valid price.',
    ]);
    expect(ZUploadLicenceSet.safeParse([licence({ kind: 'lease', leaseDays: 30 }), licence()]).success).toBe(true);
  });
});

describe('blankLicenceSet', () => {
  it('starts all four kinds disabled, the lease with the Licensing page example cap', () => {
    const set = blankLicenceSet();
    expect(set.map((entry) => [entry.kind, entry.enabled])).toEqual(LICENCE_KINDS.map((kind) => [kind, false]));
    expect(set[0]).toMatchObject({ kind: 'lease', streamCap: 5000, leaseDays: 365 });
  });
});
