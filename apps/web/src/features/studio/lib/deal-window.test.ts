import { describe, expect, it } from 'vitest';
import { windowDays, windowOfDays } from './deal-window';

// 10:00 in Nepal on 5 December 2026.
const NOW = new Date('2026-12-05T04:15:00Z');

describe('a deal window in Nepal days', () => {
  it.each([
    ['an open code', { startsAt: '2026-12-01T08:20:00Z', endsAt: null }, { firstDay: '2026-12-01', lastDay: '' }],
    [
      'a sale whose last day ends at the next midnight',
      { startsAt: '2026-12-04T18:15:00Z', endsAt: '2026-12-09T18:15:00Z' },
      { firstDay: '2026-12-05', lastDay: '2026-12-09' },
    ],
  ])('shows %s as its first and last day', (_name, window, days) => {
    expect(windowDays(window)).toEqual(days);
  });

  it.each([
    ['today starts now', { firstDay: '2026-12-05', lastDay: '' }, undefined, [NOW.toISOString(), null]],
    [
      'a later day starts at its midnight and ends at the next one',
      { firstDay: '2026-12-10', lastDay: '2026-12-12' },
      undefined,
      ['2026-12-09T18:15:00.000Z', '2026-12-12T18:15:00.000Z'],
    ],
    [
      'days left as they were keep their instants',
      { firstDay: '2026-12-01', lastDay: '2026-12-20' },
      { startsAt: '2026-12-01T08:20:00Z', endsAt: '2026-12-20T06:00:00Z' },
      ['2026-12-01T08:20:00Z', '2026-12-20T06:00:00Z'],
    ],
    [
      'a moved last day ends at its midnight, the first day kept',
      { firstDay: '2026-12-01', lastDay: '2026-12-25' },
      { startsAt: '2026-12-01T08:20:00Z', endsAt: '2026-12-20T06:00:00Z' },
      ['2026-12-01T08:20:00Z', '2026-12-25T18:15:00.000Z'],
    ],
    [
      'a cleared last day leaves the window open',
      { firstDay: '2026-12-01', lastDay: '' },
      { startsAt: '2026-12-01T08:20:00Z', endsAt: '2026-12-20T06:00:00Z' },
      ['2026-12-01T08:20:00Z', null],
    ],
  ] as const)('%s', (_name, days, was, [startsAt, endsAt]) => {
    expect(windowOfDays(days, NOW, was)).toEqual({ startsAt, endsAt });
  });
});
