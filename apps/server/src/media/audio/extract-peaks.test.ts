import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asInput, makeTempDir } from '../../../test/media/test-audio';
import { PEAK_COUNT, extractPeaks, reducePeaks } from './extract-peaks';
import { runFfmpeg } from './run-ffmpeg';

describe('reducePeaks', () => {
  it('takes the loudest block of each bar and scales to the loudest bar', () => {
    expect(reducePeaks([0, 10, 5, 20], 4, 2)).toEqual([0.5, 1]);
  });

  it('always returns the requested bar count, repeating blocks of a very short clip', () => {
    expect(reducePeaks([3, 6], 2, 4)).toEqual([0.5, 0.5, 1, 1]);
  });

  it('keeps silence flat and empty input empty', () => {
    expect(reducePeaks([0, 0, 0], 3, 2)).toEqual([0, 0]);
    expect(reducePeaks([], 0, 800)).toEqual([]);
  });

  it('rounds to three decimals', () => {
    expect(reducePeaks([1, 3], 2, 2)).toEqual([0.333, 1]);
  });
});

describe('extractPeaks', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir();
  });
  afterAll(() => temp.remove());

  it('shows where the sound is: 5 s of tone then 5 s of silence', async () => {
    const file = path.join(temp.dir, 'half.wav');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300:sample_rate=44100:duration=5',
      '-af',
      'apad=whole_len=441000',
      '-y',
      file,
    ]);
    const { peaks, durationSeconds } = await extractPeaks(asInput(file));
    expect(durationSeconds).toBeCloseTo(10, 1);
    expect(peaks).toHaveLength(PEAK_COUNT);
    expect(peaks.every((peak) => peak >= 0 && peak <= 1 && Number.isInteger(Math.round(peak * 1000)))).toBe(true);
    expect(Math.min(...peaks.slice(5, 395))).toBeGreaterThan(0.95);
    expect(Math.max(...peaks.slice(405))).toBe(0);
  });

  it('measures a 10-minute track to the second', async () => {
    const file = path.join(temp.dir, 'long.flac');
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=22050:duration=600', '-y', file]);
    const { peaks, durationSeconds } = await extractPeaks(asInput(file));
    expect(durationSeconds).toBeCloseTo(600, 0);
    expect(peaks).toHaveLength(PEAK_COUNT);
  });

  it('fails with ffmpeg’s reason when the file has no audio stream', async () => {
    const file = path.join(temp.dir, 'missing.wav');
    await expect(extractPeaks(asInput(file))).rejects.toThrow(/ffmpeg failed/);
  });
});
