import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { findFfmpeg } from './find-ffmpeg';

/** Background media work yields the CPU to request handling on the same machine. */
const LOW_PRIORITY = 10;
const STDERR_TAIL_CHARS = 2000;
export const DEFAULT_FFMPEG_TIMEOUT_MS = 5 * 60 * 1000;

export interface RunFfmpegOptions {
  timeoutMs?: number;
  /** Receives decoded output when the arguments write to `pipe:1`; called synchronously per chunk. */
  onStdout?: (chunk: Buffer) => void;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    readonly isTimeout = false,
  ) {
    super(stderr ? `${message}: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : message);
    this.name = 'FfmpegError';
  }
}

/** Runs ffmpeg at low priority with a hard timeout; resolves with the tail of its log (warnings). */
export async function runFfmpeg(args: readonly string[], options: RunFfmpegOptions = {}): Promise<string> {
  const ffmpeg = await findFfmpeg();
  const timeoutMs = options.timeoutMs ?? DEFAULT_FFMPEG_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-v', 'error', ...args], {
      stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, LOW_PRIORITY);
      } catch {
        // Some containers forbid renicing; the job still runs, just at normal priority.
      }
    }
    let stderr = '';
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_TAIL_CHARS);
    });
    let consumerError: unknown;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (consumerError !== undefined) return;
      try {
        options.onStdout?.(chunk);
      } catch (error) {
        consumerError = error;
        child.kill('SIGKILL');
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`ffmpeg could not start (${error.message})`, ''));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (consumerError !== undefined) reject(consumerError);
      else if (isTimedOut) reject(new FfmpegError(`ffmpeg timed out after ${timeoutMs} ms`, stderr, true));
      else if (code !== 0) reject(new FfmpegError(`ffmpeg failed (${signal ?? `exit ${code}`})`, stderr));
      else resolve(stderr);
    });
  });
}
