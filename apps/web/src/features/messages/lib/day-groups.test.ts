import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, localDayKey } from './day-groups';

// Local-time constructors: the grouping is by the reader's calendar day, whatever the test machine's zone.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

describe('groupByDay', () => {
  it('labels today and yesterday and dates the rest, oldest first', () => {
    const now = new Date(2026, 10, 24, 15, 0);
    const groups = groupByDay(
      [{ createdAt: at(20, 9) }, { createdAt: at(23, 22) }, { createdAt: at(24, 8) }, { createdAt: at(24, 9) }],
      now,
    );
    expect(groups.map((group) => group.label.kind)).toEqual(['date', 'yesterday', 'today']);
    expect(groups.map((group) => group.items.length)).toEqual([1, 1, 2]);
    expect(groups[0]!.key).toBe('2026-11-20');
  });

  it('splits at local midnight: 23:59 and 00:00 are different days', () => {
    const now = new Date(2026, 10, 25, 0, 5);
    const groups = groupByDay(
      [{ createdAt: at(24, 23, 59) }, { createdAt: new Date(2026, 10, 25, 0, 0).toISOString() }],
      now,
    );
    expect(groups.map((group) => group.label.kind)).toEqual(['yesterday', 'today']);
  });

  it('moves on when the page stays open past midnight: today becomes yesterday', () => {
    const messages = [{ createdAt: at(24, 23, 50) }];
    expect(groupByDay(messages, new Date(2026, 10, 24, 23, 59))[0]!.label.kind).toBe('today');
    expect(groupByDay(messages, new Date(2026, 10, 25, 0, 1))[0]!.label.kind).toBe('yesterday');
    expect(groupByDay(messages, new Date(2026, 10, 26, 0, 1))[0]!.label.kind).toBe('date');
  });

  it('counts yesterday by the calendar across a month and a year end', () => {
    expect(dayLabel(new Date(2026, 10, 30, 12), new Date(2026, 11, 1, 0, 30)).kind).toBe('yesterday');
    expect(dayLabel(new Date(2025, 11, 31, 23), new Date(2026, 0, 1, 1)).kind).toBe('yesterday');
    expect(dayLabel(new Date(2025, 11, 30, 23), new Date(2026, 0, 1, 1)).kind).toBe('date');
  });

  it('gives one heading to messages of the same day; keys are zero-padded', () => {
    const groups = groupByDay([{ createdAt: at(24, 8) }, { createdAt: at(24, 9) }], new Date(2026, 10, 24, 10));
    expect(groups).toHaveLength(1);
    expect(localDayKey(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('gives nothing for no messages', () => {
    expect(groupByDay([], new Date())).toEqual([]);
  });
});
