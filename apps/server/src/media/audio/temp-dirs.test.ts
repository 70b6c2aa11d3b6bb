import { existsSync } from 'node:fs';
import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/media/test-audio';
import { removeStaleTempDirs, STALE_TEMP_DIR_MS, withTempDir } from './temp-dirs';

describe('media temp dirs', () => {
  let root: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    root = await makeTempDir();
  });
  afterAll(() => root.remove());

  it('gives each piece of work a private directory (0700) and removes it after a failure too', async () => {
    let seen = '';
    await expect(
      withTempDir(async (dir) => {
        seen = dir;
        expect((await stat(dir)).mode & 0o777).toBe(0o700);
        await writeFile(path.join(dir, 'master.wav'), 'x');
        throw new Error('ffmpeg failed');
      }, root.dir),
    ).rejects.toThrow('ffmpeg failed');
    expect(path.basename(seen)).toMatch(/^beatpasal-media-/);
    expect(existsSync(seen)).toBe(false);
  });

  it('removes at start the directories a killed process left, once untouched for longer than any job', async () => {
    const now = Date.now();
    const old = new Date(now - STALE_TEMP_DIR_MS - 60_000);
    const make = async (name: string, fileTime: Date, dirTime: Date) => {
      const dir = path.join(root.dir, name);
      await mkdir(dir);
      await writeFile(path.join(dir, 'master.mp3'), 'x');
      await utimes(path.join(dir, 'master.mp3'), fileTime, fileTime);
      await utimes(dir, dirTime, dirTime);
      return dir;
    };
    const crashed = await make('beatpasal-media-crashed', old, old);
    const uploading = await make('beatpasal-media-uploading', new Date(now), old);
    const running = await make('beatpasal-media-running', new Date(now - 60_000), new Date(now - 60_000));
    const foreign = await make('someone-elses-dir', old, old);

    expect(await removeStaleTempDirs({ root: root.dir, now })).toEqual([crashed]);
    expect([crashed, uploading, running, foreign].map((dir) => existsSync(dir))).toEqual([false, true, true, true]);
  });
});
