import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClock, toBikramSambat } from './dates';

const day = new Date(2025, 10, 25, 14, 5);

describe('dates', () => {
  it('shows AD in English', () => {
    expect(formatCalendarDate(day, { language: 'en', digits: 'latin' })).toBe('25 Nov 2025');
  });

  it('shows Bikram Sambat in Nepali, in the chosen digits', () => {
    expect(formatCalendarDate(day, { language: 'ne', digits: 'devanagari' })).toBe('२०८२ मंसिर ९');
    expect(formatCalendarDate(day, { language: 'ne', digits: 'latin' })).toBe('2082 मंसिर 9');
    expect(formatCalendarDate(day, { language: 'ne', digits: 'latin' }, { year: false })).toBe('मंसिर 9');
  });

  it('refuses dates outside the converter range instead of returning a wrong one', () => {
    expect(toBikramSambat(new Date(1940, 0, 1))).toBeNull();
    expect(toBikramSambat(new Date(2040, 0, 1))).toBeNull();
    expect(toBikramSambat(new Date(Number.NaN))).toBeNull();
    expect(formatCalendarDate(new Date(1940, 0, 1), { language: 'ne', digits: 'latin' })).toContain('1940');
  });

  it('writes the clock in the chosen digits', () => {
    expect(formatClock(day, { language: 'ne', digits: 'devanagari' })).toBe('१४:०५');
    expect(formatClock(day, { language: 'en', digits: 'devanagari' })).toBe('14:05');
  });
});
