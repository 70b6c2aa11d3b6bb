import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asInput, makeTempDir, makeTestAudio } from '../../../test/media/test-audio';
import { extractPeaks } from './extract-peaks';
import { makePreview } from './make-preview';
import { runFfmpeg } from './run-ffmpeg';

const BUDGET_BYTES_PER_MINUTE = 1_000_000;
const OPUS_BUDGET_BYTES_PER_MINUTE = 500_000;

/** Loudest sample of the decoded file as a fraction of full scale. */
async function loudestSample(file: string): Promise<number> {
  let max = 0;
  await runFfmpeg(['-i', file, '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'], {
    onStdout: (chunk) => {
      for (let i = 0; i + 1 < chunk.length; i += 2) max = Math.max(max, Math.abs(chunk.readInt16LE(i)));
    },
  });
  return max / 32768;
}

const barAt = (seconds: number, total: number) => Math.floor((seconds / total) * 800);

describe('makePreview', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let beep: string;
  beforeAll(async () => {
    temp = await makeTempDir();
    beep = await makeTestAudio(temp.dir, 'beep', { format: 'wav', seconds: 1, frequency: 880 });
  });
  afterAll(() => temp.remove());

  it('is a stereo 44.1 kHz 128 kbit/s MP3 as long as the master and under 1 MB per minute', async () => {
    const master = await makeTestAudio(temp.dir, 'master', { format: 'flac', seconds: 45 });
    const output = path.join(temp.dir, 'preview.mp3');
    await makePreview({ master: asInput(master), voiceTag: asInput(beep), output });
    const { format } = await parseFile(output);
    expect(format.container).toBe('MPEG');
    expect(format.numberOfChannels).toBe(2);
    expect(format.sampleRate).toBe(44100);
    expect(format.bitrate).toBe(128_000);
    expect(format.duration).toBeCloseTo(45, 0);
    const bytesPerMinute = Math.round(((await stat(output)).size / 45) * 60);
    process.stdout.write(
      `preview size: ${bytesPerMinute} bytes per minute of audio (budget ${BUDGET_BYTES_PER_MINUTE})\n`,
    );
    expect(bytesPerMinute).toBeLessThanOrEqual(BUDGET_BYTES_PER_MINUTE);
  });

  it('makes the Opus twin in the same run: WebM Opus, as long as the MP3, under 0.50 MB per minute on dense sound', async () => {
    // Pink noise is the densest input a VBR encoder meets: a beat can only come in smaller.
    const master = path.join(temp.dir, 'noise.wav');
    await runFfmpeg(['-f', 'lavfi', '-i', 'anoisesrc=d=45:c=pink:r=44100:a=0.5', '-ac', '2', '-y', master]);
    const output = path.join(temp.dir, 'noise.mp3');
    const opusOutput = path.join(temp.dir, 'noise.webm');
    await makePreview({ master: asInput(master), voiceTag: asInput(beep), output, opusOutput });
    const opus = await parseFile(opusOutput);
    expect(opus.format.container).toBe('EBML/webm');
    expect(opus.format.codec).toBe('OPUS');
    expect(opus.format.numberOfChannels).toBe(2);
    const mp3 = await parseFile(output);
    expect(opus.format.duration).toBeCloseTo(mp3.format.duration!, 1);
    const bytesPerMinute = Math.round(((await stat(opusOutput)).size / opus.format.duration!) * 60);
    process.stdout.write(`opus preview: ${bytesPerMinute} bytes per minute (budget ${OPUS_BUDGET_BYTES_PER_MINUTE})\n`);
    expect(bytesPerMinute).toBeLessThanOrEqual(OPUS_BUDGET_BYTES_PER_MINUTE);
  });

  it('makes the Opus preview alone, voice tag and all, for a track that already has its MP3', async () => {
    const silence = await makeTestAudio(temp.dir, 'silence-opus', { format: 'wav', seconds: 25, frequency: 0 });
    const opusOutput = path.join(temp.dir, 'tagged.webm');
    await makePreview({ master: asInput(silence), voiceTag: asInput(beep), opusOutput });
    const { peaks, durationSeconds } = await extractPeaks({ file: opusOutput, demuxer: 'matroska' });
    expect(durationSeconds).toBeCloseTo(25, 0);
    expect(peaks[barAt(2.5, durationSeconds)]).toBeGreaterThan(0.5);
    expect(peaks[barAt(15, durationSeconds)]).toBeLessThan(0.01);
  });

  it('mixes the voice tag in at 2 s and then every 20 s', async () => {
    const silence = await makeTestAudio(temp.dir, 'silence', { format: 'wav', seconds: 45, frequency: 0 });
    const output = path.join(temp.dir, 'tagged.mp3');
    await makePreview({ master: asInput(silence), voiceTag: asInput(beep), output });
    const { peaks, durationSeconds } = await extractPeaks(asInput(output));
    for (const at of [2.5, 22.5, 42.5]) expect(peaks[barAt(at, durationSeconds)]).toBeGreaterThan(0.8);
    for (const at of [1, 10, 15, 30, 40]) expect(peaks[barAt(at, durationSeconds)]).toBeLessThan(0.01);
  });

  it('adds a quiet, continuous watermark when the artist has no voice tag', async () => {
    const silence = await makeTestAudio(temp.dir, 'silence-20', { format: 'wav', seconds: 20, frequency: 0 });
    const output = path.join(temp.dir, 'watermarked.mp3');
    await makePreview({ master: asInput(silence), output });
    const loudest = await loudestSample(output);
    expect(loudest).toBeGreaterThan(0.02);
    expect(loudest).toBeLessThan(0.1);
    const { peaks } = await extractPeaks(asInput(output));
    expect(peaks.slice(20).filter((peak) => peak === 0)).toHaveLength(0);
  });

  it('never clips when a full-scale master meets a full-scale tag', async () => {
    const master = path.join(temp.dir, 'loud.wav');
    const tag = path.join(temp.dir, 'loud-tag.wav');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100:duration=8,volume=7.99,pan=stereo|c0=c0|c1=c0',
      '-y',
      master,
    ]);
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=44100:duration=3,volume=7.99', '-y', tag]);
    expect(await loudestSample(master)).toBeGreaterThan(0.99);
    const output = path.join(temp.dir, 'loud-preview.mp3');
    await makePreview({ master: asInput(master), voiceTag: asInput(tag), output });
    expect(await loudestSample(output)).toBeLessThan(0.999);
  });
});
