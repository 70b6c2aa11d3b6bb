import { describe, expect, it } from 'vitest';
import { formatBikramSambat } from './bikram-sambat';

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
