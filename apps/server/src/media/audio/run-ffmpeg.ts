import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { findFfmpeg } from './find-ffmpeg';
import { ProcessSlots } from './process-slots';

/** Background media work yields the CPU to request handling on the same machine. */
const LOW_PRIORITY = 10;
const STDERR_TAIL_CHARS = 2000;
export const DEFAULT_FFMPEG_TIMEOUT_MS = 5 * 60 * 1000;
export const DEFAULT_MAX_FFMPEG_PROCESSES = 2;

/** One instance's ffmpeg processes, uploads and jobs together: each pins a core while it runs. */
const slots = new ProcessSlots(DEFAULT_MAX_FFMPEG_PROCESSES);

/** Set once at start-up from `FFMPEG_MAX_PROCESSES`. */
export function setMaxFfmpegProcesses(limit: number): void {
  slots.setLimit(limit);
}

/** An uploaded file as ffmpeg must open it. */
export interface AudioInput {
  file: string;
  /** The demuxer decided from the file's bytes (`SniffedAudio.demuxer`). */
  demuxer: string;
}

/**
 * Input arguments for a file someone uploaded: the demuxer is named, never probed, and only the
 * `file` protocol is allowed, so the file cannot make ffmpeg open a URL or another file.
 */
export function uploadedInput(input: AudioInput): string[] {
  return ['-protocol_whitelist', 'file', '-f', input.demuxer, '-i', `file:${input.file}`];
}

export interface RunFfmpegOptions {
  timeoutMs?: number;
  /** Aborting kills ffmpeg; the run then rejects with the signal's reason. */
  signal?: AbortSignal;
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

  /** The same input would fail the same way again: it timed out, or ffmpeg ran and said why it failed. */
  get isDeterministic(): boolean {
    return this.isTimeout || this.stderr !== '';
  }
}

/**
 * Runs ffmpeg at low priority with a hard timeout once one of the instance's ffmpeg slots is
 * free; resolves with the tail of its log (warnings). `-timelimit` (CPU seconds) ends ffmpeg on
 * its own if this process dies before the timer can.
 */
export async function runFfmpeg(args: readonly string[], options: RunFfmpegOptions = {}): Promise<string> {
  const ffmpeg = await findFfmpeg();
  const timeoutMs = options.timeoutMs ?? DEFAULT_FFMPEG_TIMEOUT_MS;
  const { signal } = options;
  const release = await slots.acquire(signal);
  try {
    return await new Promise((resolve, reject) => {
      const cpuSeconds = String(Math.ceil(timeoutMs / 1000));
      const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-v', 'error', '-timelimit', cpuSeconds, ...args], {
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
      const onAbort = () => child.kill('SIGKILL');
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) onAbort();
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
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      child.once('error', (error) => {
        settle();
        reject(new FfmpegError(`ffmpeg could not start (${error.message})`, ''));
      });
      child.once('close', (code, exitSignal) => {
        settle();
        if (signal?.aborted) reject(signal.reason);
        else if (consumerError !== undefined) reject(consumerError);
        else if (isTimedOut) reject(new FfmpegError(`ffmpeg timed out after ${timeoutMs} ms`, stderr, true));
        else if (code !== 0) reject(new FfmpegError(`ffmpeg failed (${exitSignal ?? `exit ${code}`})`, stderr));
        else resolve(stderr);
      });
    });
  } finally {
    release();
  }
}
