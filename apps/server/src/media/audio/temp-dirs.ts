import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'beatpasal-media-';
/**
 * Longer than any job (three ffmpeg runs of at most 5 minutes, plus transfers) and than any pause
 * in an upload: a file being streamed in keeps its modification time fresh.
 */
export const STALE_TEMP_DIR_MS = 60 * 60 * 1000;

/**
 * Runs `work` in a fresh private directory (mkdtemp: mode 0700, a random name) and removes it
 * afterwards, whatever happens. Uploads and jobs put their files here, so ffmpeg works on the
 * upload's own copy, with nothing of anyone else's beside it.
 */
export async function withTempDir<T>(work: (dir: string) => Promise<T>, root = os.tmpdir()): Promise<T> {
  const dir = await mkdtemp(path.join(root, PREFIX));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The newest modification among the directory and its files. */
async function lastTouched(dir: string): Promise<number> {
  const entries = await readdir(dir).catch(() => []);
  const times = await Promise.all(
    [dir, ...entries.map((name) => path.join(dir, name))].map((file) =>
      stat(file).then(
        (info) => info.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.max(...times);
}

/**
 * Removes the temp directories that a killed process left behind (`kill -9` skips `finally`),
 * once nothing in them has changed for `maxAgeMs`; run at start-up. Returns the paths removed.
 */
export async function removeStaleTempDirs(
  options: { root?: string; maxAgeMs?: number; now?: number } = {},
): Promise<string[]> {
  const { root = os.tmpdir(), maxAgeMs = STALE_TEMP_DIR_MS, now = Date.now() } = options;
  const names = (await readdir(root, { withFileTypes: true })).filter(
    (entry) => entry.isDirectory() && entry.name.startsWith(PREFIX),
  );
  const removed: string[] = [];
  for (const { name } of names) {
    const dir = path.join(root, name);
    if (now - (await lastTouched(dir)) < maxAgeMs) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}
