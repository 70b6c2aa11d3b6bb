import { describe, expect, it } from 'vitest';
import { nepalDayOf, nepalDayWindow } from './notification-days';

describe('Nepal days (UTC+05:45 all year)', () => {
  it.each([
    ['2026-12-04T18:14:59.999Z', '2026-12-04'],
    ['2026-12-04T18:15:00.000Z', '2026-12-05'],
    ['2026-12-05T00:00:00.000Z', '2026-12-05'],
    ['2026-06-30T18:15:00.000Z', '2026-07-01'],
  ])('%s falls on %s', (at, day) => {
    expect(nepalDayOf(new Date(at))).toBe(day);
  });

  it('a day is the 24 hours from its midnight in Kathmandu', () => {
    const { from, to } = nepalDayWindow('2026-12-05');
    expect(from.toISOString()).toBe('2026-12-04T18:15:00.000Z');
    expect(to.toISOString()).toBe('2026-12-05T18:15:00.000Z');
    expect(nepalDayOf(from)).toBe('2026-12-05');
    expect(nepalDayOf(new Date(to.getTime() - 1))).toBe('2026-12-05');
  });
});
