import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod } from 'node:fs/promises';

const PROBE_TIMEOUT_MS = 10_000;

/** Resolves true when `command -version` runs and exits 0. */
function runsVersion(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, ['-version'], { stdio: 'ignore', timeout: PROBE_TIMEOUT_MS });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** npm 11 may skip the package's install script, which is what would have marked the binary executable. */
async function ensureExecutable(file: string): Promise<void> {
  try {
    await access(file, constants.X_OK);
  } catch {
    await chmod(file, 0o755);
  }
}

async function npmFfmpegPath(): Promise<string> {
  const { default: installer } = await import('@ffmpeg-installer/ffmpeg');
  await ensureExecutable(installer.path);
  return installer.path;
}

async function locateFfmpeg(): Promise<string> {
  if (await runsVersion('ffmpeg')) return 'ffmpeg';
  let candidate: string;
  try {
    candidate = await npmFfmpegPath();
  } catch (error) {
    throw new Error('ffmpeg is not on the PATH and @ffmpeg-installer/ffmpeg has no binary for this platform', {
      cause: error,
    });
  }
  if (!(await runsVersion(candidate))) throw new Error(`ffmpeg at ${candidate} does not run`);
  return candidate;
}

let located: Promise<string> | undefined;

/**
 * The ffmpeg to run: the system's (Debian's is newer and gets security updates) when `ffmpeg -version`
 * works, else the static binary shipped through npm. Looked up once per process.
 */
export function findFfmpeg(): Promise<string> {
  located ??= locateFfmpeg().catch((error: unknown) => {
    located = undefined;
    throw error;
  });
  return located;
}
