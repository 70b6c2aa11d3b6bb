import { describe, expect, it } from 'vitest';
import { toBikramSambat } from '../../../lib/i18n/dates';
import { comingFestivalSales, dayEnd, dayStart, nepalDay } from './festival-dates';

describe('comingFestivalSales', () => {
  it('suggests the next Dashain and Tihar, soonest first', () => {
    expect(comingFestivalSales(new Date('2026-12-05T07:00:00Z'))).toEqual([
      { festival: 'dashain', firstDay: '2027-10-01', lastDay: '2027-10-15' },
      { festival: 'tihar', firstDay: '2027-10-27', lastDay: '2027-10-31' },
    ]);
  });

  it('keeps a festival on while its last day lasts in Nepal', () => {
    const lastHour = new Date('2026-11-10T18:00:00Z'); // 23:45 on 10 November in Nepal
    expect(comingFestivalSales(lastHour).map((sale) => sale.festival)).toEqual(['tihar', 'dashain']);
    expect(comingFestivalSales(new Date('2026-11-10T18:15:00Z'))[0]!.festival).toBe('dashain');
  });

  it('gives no suggestion past the table', () => {
    expect(comingFestivalSales(new Date('2031-01-01T00:00:00Z'))).toEqual([]);
  });

  it('falls in Asoj and Kartik in Bikram Sambat', () => {
    for (const sale of comingFestivalSales(new Date('2026-12-05T00:00:00Z'))) {
      const month = toBikramSambat(new Date(`${sale.lastDay}T12:00:00`))!.month;
      expect([5, 6]).toContain(month);
    }
  });
});

describe('Nepal days', () => {
  it('start at midnight NPT and end at the next', () => {
    expect(dayStart('2027-10-01').toISOString()).toBe('2027-09-30T18:15:00.000Z');
    expect(dayEnd('2027-10-01').toISOString()).toBe('2027-10-01T18:15:00.000Z');
    expect(nepalDay(new Date('2027-09-30T18:15:00Z'))).toBe('2027-10-01');
    expect(nepalDay(new Date('2027-09-30T18:14:59Z'))).toBe('2027-09-30');
  });
});
