import { afterEach, describe, expect, it } from 'vitest';
import { childFfmpegs, isAlive } from '../../../test/media/hostile-audio';
import { DEFAULT_MAX_FFMPEG_PROCESSES, runFfmpeg, setMaxFfmpegProcesses } from './run-ffmpeg';

const ENDLESS = ['-f', 'lavfi', '-i', 'sine=frequency=440', '-f', 'null', '-'];
/** Long enough that runs sharing a slot limit overlap even when ffmpeg is slow to start on a busy machine. */
const RUN_MS = 1500;

/** Polls the live ffmpeg children until `done` settles; returns the most seen at once. */
async function mostAtOnce(done: Promise<unknown>): Promise<number> {
  let isDone = false;
  void done.finally(() => (isDone = true)).catch(() => undefined);
  let most = 0;
  while (!isDone) {
    most = Math.max(most, (await childFfmpegs()).length);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return most;
}

async function waitForChild(): Promise<number> {
  for (;;) {
    const [child] = await childFfmpegs();
    if (child) return child.pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('runFfmpeg', () => {
  afterEach(() => setMaxFfmpegProcesses(DEFAULT_MAX_FFMPEG_PROCESSES));

  it(
    'runs at most FFMPEG_MAX_PROCESSES at once; the others wait their turn and then run',
    { timeout: 60_000 },
    async () => {
      setMaxFfmpegProcesses(1);
      const started = performance.now();
      const runs = Promise.allSettled([0, 1, 2].map(() => runFfmpeg(ENDLESS, { timeoutMs: RUN_MS })));
      expect(await mostAtOnce(runs)).toBe(1);
      const results = await runs;
      expect(
        results.map((result) => result.status === 'rejected' && (result.reason as { isTimeout?: boolean }).isTimeout),
      ).toEqual([true, true, true]);
      expect(performance.now() - started).toBeGreaterThanOrEqual(3 * RUN_MS);

      setMaxFfmpegProcesses(2);
      const pairs = Promise.allSettled([0, 1, 2, 3].map(() => runFfmpeg(ENDLESS, { timeoutMs: RUN_MS })));
      expect(await mostAtOnce(pairs)).toBe(2);
    },
  );

  it('kills ffmpeg when its signal aborts, and rejects with the reason', async () => {
    const controller = new AbortController();
    const run = runFfmpeg(ENDLESS, { signal: controller.signal });
    const pid = await waitForChild();
    controller.abort(new Error('track deleted'));
    await expect(run).rejects.toThrow('track deleted');
    expect(isAlive(pid)).toBe(false);
    expect(await childFfmpegs()).toEqual([]);
  });

  it('gives up waiting for a slot when aborted, without ever starting ffmpeg', async () => {
    setMaxFfmpegProcesses(1);
    const first = runFfmpeg(ENDLESS, { timeoutMs: 600 });
    await waitForChild();
    const controller = new AbortController();
    const waiting = runFfmpeg(ENDLESS, { signal: controller.signal });
    controller.abort(new Error('no longer wanted'));
    await expect(waiting).rejects.toThrow('no longer wanted');
    expect(await childFfmpegs()).toHaveLength(1);
    await expect(first).rejects.toMatchObject({ isTimeout: true });
  });
});
