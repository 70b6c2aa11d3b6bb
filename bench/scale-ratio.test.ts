import { describe, expect, it } from 'vitest';
import { medianRound, scaleRatio } from './scale-ratio';

const measured = (requestsPerSecond: number) => ({
  requestsPerSecond,
  p50: Math.floor(32_000 / requestsPerSecond),
  p99: 40,
  failures: 0,
});

describe('scaleRatio', () => {
  it('compares mean latency, which whole-millisecond p50s cannot resolve', () => {
    // The ratio of the answers served (2,100 against 1,860 req/s), not of two whole-millisecond p50s.
    const { ratio } = scaleRatio([measured(2_100)], [measured(1_860)]);
    expect(ratio).toBeCloseTo(1.129, 3);
  });

  it('pairs each round with the same round at the other size and takes the median', () => {
    const { ratio, rounds } = scaleRatio(
      [measured(2_000), measured(1_000), measured(2_000)],
      [measured(2_000), measured(2_000), measured(1_000)],
    );
    expect(rounds).toEqual([1, 0.5, 2]);
    expect(ratio).toBe(1);
  });

  it('takes the mean of the middle two of an even number of rounds', () => {
    expect(scaleRatio([measured(1_100), measured(1_300)], [measured(1_000), measured(1_000)]).ratio).toBeCloseTo(
      1.2,
      10,
    );
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => scaleRatio([measured(1)], [measured(1), measured(1)])).toThrow(/rounds differ/);
    expect(() => scaleRatio([], [])).toThrow(/rounds differ/);
  });
});

describe('medianRound', () => {
  it('is the round with the median requests/s', () => {
    expect(medianRound([measured(3), measured(1), measured(2)]).requestsPerSecond).toBe(2);
  });
});
