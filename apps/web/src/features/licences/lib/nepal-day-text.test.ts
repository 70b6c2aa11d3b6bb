import { describe, expect, it } from 'vitest';
import { nepalDayText } from './nepal-day-text';

const day = { ad: '2025-11-25', bs: '2082-08-09' };

describe('nepalDayText', () => {
  it('writes both calendars in English', () => {
    expect(nepalDayText(day, { language: 'en', digits: 'latin' })).toEqual({
      ad: '25 November 2025',
      bs: '9 Mangsir 2082',
    });
  });

  it('writes both calendars in Nepali, in the chosen digits', () => {
    expect(nepalDayText(day, { language: 'ne', digits: 'latin' })).toEqual({ ad: '2025 नोभेम्बर 25', bs: '2082 मंसिर 9' });
    expect(nepalDayText(day, { language: 'ne', digits: 'devanagari' })).toEqual({
      ad: '२०२५ नोभेम्बर २५',
      bs: '२०८२ मंसिर ९',
    });
  });

  it('keeps the AD day whatever the time zone of the browser', () => {
    expect(nepalDayText({ ad: '2025-01-01', bs: null }, { language: 'en', digits: 'latin' })).toEqual({
      ad: '1 January 2025',
      bs: null,
    });
  });
});
