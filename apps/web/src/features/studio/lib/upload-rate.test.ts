import { describe, expect, it } from 'vitest';
import { uploadRate } from './upload-rate';

describe('uploadRate', () => {
  it('says nothing until a second has passed, then the pace and the time left at it', () => {
    let clock = 0;
    const rate = uploadRate(() => clock);
    expect(rate.measure(0, 1000).bytesPerSecond).toBeNull();
    clock = 2000;
    expect(rate.measure(200, 1000)).toEqual({ sent: 200, total: 1000, bytesPerSecond: 100, secondsLeft: 8 });
  });

  it('measures only the last seconds, and starts again after a reset', () => {
    let clock = 0;
    const rate = uploadRate(() => clock);
    rate.measure(0, 10_000);
    clock = 10_000;
    rate.measure(1000, 10_000);
    clock = 12_000;
    expect(rate.measure(5000, 10_000).bytesPerSecond).toBe(2000);
    rate.reset();
    expect(rate.measure(5000, 10_000).bytesPerSecond).toBeNull();
  });
});
