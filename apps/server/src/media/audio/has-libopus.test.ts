import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { makeTempDir } from '../../../test/media/test-audio';
import { findFfmpeg } from './find-ffmpeg';
import { listsLibopus, probeLibopus } from './has-libopus';

const WITH_LIBOPUS = [
  ' A..... libmp3lame           libmp3lame MP3 (MPEG audio layer 3) (codec mp3)',
  ' A..... libopus              libopus Opus (codec opus)',
].join('\n');
const WITHOUT_LIBOPUS = [
  ' A..X.. opus                 Opus',
  ' A..... libvorbis            libvorbis (codec vorbis)',
].join('\n');

const recordingLog = () => {
  const warn = vi.fn();
  return { warn, log: { warn } as unknown as FastifyBaseLogger };
};

describe('listsLibopus', () => {
  it('finds the libopus audio encoder in `ffmpeg -encoders`', () => {
    expect(listsLibopus(WITH_LIBOPUS)).toBe(true);
  });

  it('does not take the native opus encoder, or nothing at all, for libopus', () => {
    expect(listsLibopus(WITHOUT_LIBOPUS)).toBe(false);
    expect(listsLibopus('')).toBe(false);
  });
});

describe('probeLibopus', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir();
  });
  afterAll(() => temp.remove());

  it('says yes for the ffmpeg this project runs, without a log line', async () => {
    const { warn, log } = recordingLog();
    expect(await probeLibopus(await findFfmpeg(), log)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('says no, with one log line, for an ffmpeg built without libopus', async () => {
    const fake = path.join(temp.dir, 'ffmpeg-without-opus');
    await writeFile(fake, `#!/bin/sh\ncat <<'EOF'\n${WITHOUT_LIBOPUS}\nEOF\n`);
    await chmod(fake, 0o755);
    const { warn, log } = recordingLog();
    expect(await probeLibopus(fake, log)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
