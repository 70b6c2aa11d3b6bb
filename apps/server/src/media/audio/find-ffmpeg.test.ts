import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFfmpeg } from './find-ffmpeg';
import { runFfmpeg } from './run-ffmpeg';

describe('findFfmpeg', () => {
  it('finds an ffmpeg that runs: the PATH one, else the npm binary made executable', async () => {
    const ffmpeg = await findFfmpeg();
    if (ffmpeg !== 'ffmpeg') {
      expect(path.isAbsolute(ffmpeg)).toBe(true);
      await access(ffmpeg, constants.X_OK);
    }
    expect(await findFfmpeg()).toBe(ffmpeg);
  });

  it('runs with a hard timeout', async () => {
    const endless = ['-f', 'lavfi', '-i', 'sine=frequency=440', '-f', 'null', '-'];
    await expect(runFfmpeg(endless, { timeoutMs: 300 })).rejects.toMatchObject({
      name: 'FfmpegError',
      isTimeout: true,
    });
  });
});
