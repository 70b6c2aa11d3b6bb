import { describe, expect, it } from 'vitest';
import { LICENCE_CODE_ALPHABET, LICENCE_CODE_PATTERN, normaliseLicenceCode } from '@beatpasal/shared/licence-codes';
import { generateLicenceCode } from './assign-licence-code';

describe('generateLicenceCode', () => {
  const codes = Array.from({ length: 2000 }, generateLicenceCode);

  it('writes BPL-XXXXX-XXXXX in Crockford base32, which reads back unchanged', () => {
    for (const code of codes) {
      expect(code).toMatch(LICENCE_CODE_PATTERN);
      expect(normaliseLicenceCode(code)).toBe(code);
    }
  });

  it('draws every character of the alphabet, at random (no repeats in 2,000 codes)', () => {
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.flatMap((code) => [...code.slice('BPL-'.length).replace('-', '')]));
    for (const char of LICENCE_CODE_ALPHABET) expect(seen.has(char)).toBe(true);
  });
});
