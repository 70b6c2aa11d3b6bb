import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hlsPlaylistMp3, id3Tag, selfConcatMp3, slowWav } from '../../../test/media/hostile-audio';
import { makeTempDir, makeTestAudio, truncateCopy } from '../../../test/media/test-audio';
import type { TMessage } from '@beatpasal/shared/message-keys';
import { AppError } from '../../errors/app-error';
import { id3TagEnd } from './detect-audio';
import { extractPeaks } from './extract-peaks';
import { AUDIO_MESSAGES, MAX_AUDIO_SECONDS, verifyAudioFile } from './verify-audio-file';

async function expectRefused(file: string, status: number, userMessage: TMessage): Promise<AppError> {
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

  it.each(['wav', 'mp3', 'flac'] as const)(
    'refuses a %s cut off half-way, naming the shortfall in the log message',
    async (format) => {
      const truncated = await truncateCopy(
        await makeTestAudio(temp.dir, `cut-${format}`, { format, seconds: 12 }),
        0.5,
      );
      const error = await expectRefused(truncated, 422, AUDIO_MESSAGES.damaged);
      expect(error.message).toMatch(/header declares/);
    },
  );

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

  it('refuses an ID3 tag longer than the sniffed bytes followed by an HLS playlist naming another file', async () => {
    const secret = await makeTestAudio(temp.dir, 'someone-elses-master', { format: 'mp3', seconds: 6 });
    const attack = path.join(temp.dir, 'playlist.mp3');
    await writeFile(attack, hlsPlaylistMp3(secret));
    await expectRefused(attack, 415, AUDIO_MESSAGES.notAudio);
  });

  it('refuses an ID3 tag followed by an ffconcat list naming itself, at once', async () => {
    const attack = path.join(temp.dir, 'self.mp3');
    await writeFile(attack, selfConcatMp3('self.mp3'));
    const started = performance.now();
    await expectRefused(attack, 415, AUDIO_MESSAGES.notAudio);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads past an ID3 tag of any length to the first frame: an MP3 with 300 KB of cover art is accepted', async () => {
    const mp3 = await readFile(await makeTestAudio(temp.dir, 'plain', { format: 'mp3', seconds: 5 }));
    const tagged = path.join(temp.dir, 'big-cover.mp3');
    await writeFile(tagged, Buffer.concat([id3Tag(300_000), mp3.subarray(id3TagEnd(mp3) ?? 0)]));
    const audio = await verifyAudioFile(tagged);
    expect(audio).toMatchObject({ contentType: 'audio/mpeg', demuxer: 'mp3' });
    expect(audio.durationSeconds).toBeCloseTo(5, 0);
  });

  it('reads past two chained ID3 tags (a tagger added one before the encoder’s own)', async () => {
    const mp3 = await readFile(await makeTestAudio(temp.dir, 'encoder-tagged', { format: 'mp3', seconds: 5 }));
    expect(id3TagEnd(mp3)).not.toBeNull();
    const chained = path.join(temp.dir, 'chained.mp3');
    await writeFile(chained, Buffer.concat([id3Tag(100_000), mp3]));
    expect((await verifyAudioFile(chained)).durationSeconds).toBeCloseTo(5, 0);
    const attack = path.join(temp.dir, 'chained-playlist.mp3');
    await writeFile(attack, Buffer.concat([id3Tag(100), hlsPlaylistMp3('/srv/other/master.mp3')]));
    await expectRefused(attack, 415, AUDIO_MESSAGES.notAudio);
  });

  it('refuses an ID3 tag that claims to run past the end of the file', async () => {
    const lying = path.join(temp.dir, 'short-tag.mp3');
    await writeFile(lying, id3Tag(1000).subarray(0, 600));
    await expectRefused(lying, 415, AUDIO_MESSAGES.notAudio);
  });

  it('never lets ffmpeg guess: with the demuxer named, the playlist is not followed', async () => {
    const secret = await makeTestAudio(temp.dir, 'secret', { format: 'wav', seconds: 3 });
    const attack = path.join(temp.dir, 'named-demuxer.mp3');
    await writeFile(attack, hlsPlaylistMp3(secret));
    const decoded = await extractPeaks({ file: attack, demuxer: 'mp3' }).catch(() => null);
    expect(decoded?.durationSeconds ?? 0).toBe(0);
  });

  it(`refuses audio longer than ${MAX_AUDIO_SECONDS / 60} minutes as decoded: a 1 MB 8-bit WAV at 100 Hz plays 2.8 hours`, async () => {
    const long = path.join(temp.dir, 'slow.wav');
    await writeFile(long, slowWav(1_000_000));
    const started = performance.now();
    const error = await expectRefused(long, 422, AUDIO_MESSAGES.tooLong);
    expect(error.userMessage.text).toBe('Tracks can be at most 15 minutes long.');
    expect(error.message).toMatch(/more than 900 s/);
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('measures the length by decoding, also when the header does not say it (a streamed WAV of 16 minutes)', async () => {
    const streamed = path.join(temp.dir, 'streamed.wav');
    await writeFile(streamed, slowWav(100 * 16 * 60, { isStreamed: true }));
    await expectRefused(streamed, 422, AUDIO_MESSAGES.tooLong);
  });

  it('accepts a track just under the limit', async () => {
    const file = path.join(temp.dir, 'fourteen-minutes.wav');
    await writeFile(file, slowWav(100 * 14 * 60));
    expect((await verifyAudioFile(file)).durationSeconds).toBeCloseTo(14 * 60, 0);
  });
});
