import { describe, expect, it } from 'vitest';
import { reducePeaks, WAVEFORM_HEIGHT, waveformPath } from './waveform';

describe('reducePeaks', () => {
  it('keeps the loudest value of each group', () => {
    expect(reducePeaks([0.1, 0.9, 0.2, 0.3, 0.5, 0.4], 3)).toEqual([0.9, 0.3, 0.5]);
  });

  it('repeats values when there are fewer peaks than bars', () => {
    expect(reducePeaks([0.2, 0.8], 4)).toEqual([0.2, 0.2, 0.8, 0.8]);
  });

  it('draws nothing without peaks and clamps values outside 0..1', () => {
    expect(reducePeaks([], 10)).toEqual([]);
    expect(reducePeaks([1.5, -1], 2)).toEqual([1, 0]);
  });
});

describe('waveformPath', () => {
  it('draws one centred bar per value, two units apart', () => {
    expect(waveformPath([1, 0.5])).toBe(`M0,0.0h1v${WAVEFORM_HEIGHT}.0h-1zM2,25.0h1v50.0h-1z`);
  });

  it('gives silence a visible sliver', () => {
    expect(waveformPath([0])).toBe('M0,48.0h1v4.0h-1z');
  });
});
