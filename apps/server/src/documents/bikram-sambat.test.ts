import { describe, expect, it } from 'vitest';
import { formatBikramSambat, nepalDay } from './bikram-sambat';

describe('formatBikramSambat', () => {
  it('converts a known AD date (1 Baisakh 2081 was 13 April 2024)', () => {
    expect(formatBikramSambat(new Date('2024-04-13T06:00:00Z'))).toBe('1 Baisakh 2081 BS');
  });

  it('writes the month in Nepali for a Nepali reader', () => {
    expect(formatBikramSambat(new Date('2024-04-13T06:00:00Z'), 'ne')).toBe('2081 बैशाख 1 वि.सं.');
  });

  it('refuses dates outside the table instead of printing a wrong one', () => {
    expect(formatBikramSambat(new Date('1900-01-01T00:00:00Z'))).toBeNull();
    expect(formatBikramSambat(new Date('2040-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('nepalDay', () => {
  it('takes the day in Nepal, not in UTC (19:00 UTC on 12 April 2024 is already 13 April in Kathmandu)', () => {
    expect(nepalDay(new Date('2024-04-12T19:00:00Z'))).toEqual({ ad: '2024-04-13', bs: '2081-01-01' });
    expect(nepalDay(new Date('2025-11-25T06:00:00Z'))).toEqual({ ad: '2025-11-25', bs: '2082-08-09' });
  });

  it("gives the AD day alone outside the converter's years", () => {
    expect(nepalDay(new Date('2040-01-01T00:00:00Z'))).toEqual({ ad: '2040-01-01', bs: null });
  });
});
