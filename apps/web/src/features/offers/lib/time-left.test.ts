import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = Date.parse('2026-11-24T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('timeLeft', () => {
  it('counts days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft(at(72 * 3_600_000), now)).toEqual({ unit: 'days', days: 3, hours: 0 });
    expect(timeLeft(at(26 * 3_600_000 + 5 * 60_000), now)).toEqual({ unit: 'days', days: 1, hours: 2 });
    expect(timeLeft(at(90 * 60_000), now)).toEqual({ unit: 'hours', hours: 1, minutes: 30 });
    expect(timeLeft(at(30_000), now)).toEqual({ unit: 'minutes', minutes: 1 });
  });

  it('is null once the time has passed', () => {
    expect(timeLeft(at(0), now)).toBeNull();
    expect(timeLeft(at(-1000), now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});
