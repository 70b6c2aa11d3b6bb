import { describe, expect, it } from 'vitest';
import { ZNepaliMobile, formatNepaliMobile, isNepaliMobile, normaliseNepaliMobile } from './phone';
import { messageOfKey } from './message-keys';

describe('normaliseNepaliMobile', () => {
  it.each([
    ['9812345678', '+9779812345678'],
    ['9712345678', '+9779712345678'],
    ['9612345678', '+9779612345678'],
    ['9771234567', '+9779771234567'],
    ['+9779812345678', '+9779812345678'],
    ['9779812345678', '+9779812345678'],
    ['009779812345678', '+9779812345678'],
    ['+977 981-234 5678', '+9779812345678'],
    ['  981 234 5678 ', '+9779812345678'],
    ['(+977) 9812345678', '+9779812345678'],
    ['981.234.5678', '+9779812345678'],
  ])('reads %j as %s', (raw, expected) => {
    expect(normaliseNepaliMobile(raw)).toBe(expected);
  });

  it.each([
    '',
    '981234567',
    '98123456789',
    '9512345678',
    '0112345678',
    '014412345',
    '+9779512345678',
    '+919812345678',
    '98123456ab',
    '977981234567',
  ])('rejects %j', (raw) => {
    expect(normaliseNepaliMobile(raw)).toBeNull();
    expect(isNepaliMobile(raw)).toBe(false);
  });
});

describe('ZNepaliMobile', () => {
  it('outputs the stored form', () => {
    expect(ZNepaliMobile.parse('98-1234-5678')).toBe('+9779812345678');
  });

  it('explains the expected format', () => {
    for (const input of ['12345', undefined]) {
      expect(ZNepaliMobile.safeParse(input).error?.issues.map((issue) => messageOfKey(issue.message)?.text)).toEqual([
        'Enter a Nepali mobile number, e.g. 98XXXXXXXX.',
      ]);
    }
  });
});

describe('formatNepaliMobile', () => {
  it.each([
    ['+9779641234567', '9641234567'],
    ['+9779812345678', '9812345678'],
    ['9812345678', '9812345678'],
    ['+977 981-234 5678', '9812345678'],
  ])('shows %j as %s', (stored, expected) => {
    expect(formatNepaliMobile(stored)).toBe(expected);
  });

  it('leaves what is not a Nepali mobile number as it is', () => {
    expect(formatNepaliMobile('014412345')).toBe('014412345');
    expect(formatNepaliMobile('')).toBe('');
  });
});
