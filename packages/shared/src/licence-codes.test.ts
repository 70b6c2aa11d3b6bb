import { describe, expect, it } from 'vitest';
import {
  formatLicenceCode,
  LICENCE_CODE_ALPHABET,
  LICENCE_CODE_PATTERN,
  licencePath,
  normaliseLicenceCode,
} from './licence-codes';

describe('licence codes', () => {
  it('uses Crockford base32: 32 characters, none of I, L, O, U', () => {
    expect(new Set(LICENCE_CODE_ALPHABET).size).toBe(32);
    expect(LICENCE_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('writes ten characters as BPL-XXXXX-XXXXX', () => {
    expect(formatLicenceCode('7K3Q9XM2FD')).toBe('BPL-7K3Q9-XM2FD');
    expect(LICENCE_CODE_PATTERN.test('BPL-7K3Q9-XM2FD')).toBe(true);
  });

  it.each([
    ['BPL-7K3Q9-XM2FD', 'BPL-7K3Q9-XM2FD'],
    ['bpl-7k3q9-xm2fd', 'BPL-7K3Q9-XM2FD'],
    [' BPL 7K3Q9 XM2FD ', 'BPL-7K3Q9-XM2FD'],
    ['7K3Q9XM2FD', 'BPL-7K3Q9-XM2FD'],
    ['BPL-7K3Q9-XM2FO', 'BPL-7K3Q9-XM2F0'],
    ['BPL-7K3Q9-XMLFI', 'BPL-7K3Q9-XM1F1'],
  ])('reads %j as %s', (input, code) => {
    expect(normaliseLicenceCode(input)).toBe(code);
  });

  it.each([
    [''],
    ['BPL-7K3Q9'],
    ['BPL-7K3Q9-XM2FDD'],
    ['BPL-7K3Q9-XM2FU'],
    ['BP-7K3Q9'],
    ['../../etc/passwd'],
    ['BPL-७K3Q9-XM2FD'],
    ['x'.repeat(41)],
  ])('refuses %j', (input) => {
    expect(normaliseLicenceCode(input)).toBeNull();
  });

  it('has one page per code', () => {
    expect(licencePath('BPL-7K3Q9-XM2FD')).toBe('/licence/BPL-7K3Q9-XM2FD');
  });
});
