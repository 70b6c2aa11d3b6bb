import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, makeTestAudio, truncateCopy } from '../../../test/media/test-audio';
import { AppError } from '../../errors/app-error';
import { AUDIO_MESSAGES, verifyAudioFile } from './verify-audio-file';

async function expectRefused(file: string, status: number, userMessage: string): Promise<AppError> {
  const error = await verifyAudioFile(file).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.status).toBe(status);
  expect(appError.userMessage).toBe(userMessage);
  return appError;
}

describe('verifyAudioFile', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir();
  });
  afterAll(() => temp.remove());

  it.each(['wav', 'mp3', 'flac'] as const)('accepts a whole %s and measures it while decoding', async (format) => {
    const file = await makeTestAudio(temp.dir, `whole-${format}`, { format, seconds: 12 });
    const audio = await verifyAudioFile(file);
    expect(audio.durationSeconds).toBeCloseTo(12, 0);
    expect(audio.peaks).toHaveLength(800);
    expect(Math.max(...audio.peaks)).toBe(1);
  });

  it.each(['wav', 'mp3', 'flac'] as const)('refuses a %s cut off half-way, naming the shortfall in the log message', async (format) => {
    const truncated = await truncateCopy(await makeTestAudio(temp.dir, `cut-${format}`, { format, seconds: 12 }), 0.5);
    const error = await expectRefused(truncated, 422, AUDIO_MESSAGES.damaged);
    expect(error.message).toMatch(/header declares/);
  });

  it('refuses a WAV that is only a header', async () => {
    const wav = await makeTestAudio(temp.dir, 'header-only', { format: 'wav', seconds: 1 });
    await expectRefused(await truncateCopy(wav, 0.0003), 422, AUDIO_MESSAGES.damaged);
  });

  it('refuses an M4A whose index is missing (ffmpeg cannot open it)', async () => {
    const m4a = await makeTestAudio(temp.dir, 'cut', { format: 'm4a', seconds: 12 });
    const error = await expectRefused(await truncateCopy(m4a, 0.5), 422, AUDIO_MESSAGES.damaged);
    expect(error.message).toMatch(/ffmpeg failed/);
  });

  it('refuses text renamed .mp3 before running ffmpeg', async () => {
    const fake = path.join(temp.dir, 'beat.mp3');
    await writeFile(fake, 'definitely not audio\n'.repeat(100));
    await expectRefused(fake, 415, AUDIO_MESSAGES.notAudio);
  });

  it('refuses bytes that pass the sniff but do not decode', async () => {
    const garbage = path.join(temp.dir, 'garbage.flac');
    await writeFile(garbage, Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(4096, 0x5a)]));
    await expectRefused(garbage, 422, AUDIO_MESSAGES.damaged);
  });
});
