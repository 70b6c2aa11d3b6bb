import { spawn } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { findFfmpeg } from './find-ffmpeg';

const PROBE_TIMEOUT_MS = 10_000;

/** True when `ffmpeg -encoders` lists the libopus encoder (a line like ` A..... libopus  libopus Opus`). */
export function listsLibopus(encoders: string): boolean {
  return /^\s*A\S*\s+libopus\s/m.test(encoders);
}

function readEncoders(ffmpeg: string): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const child = spawn(ffmpeg, ['-hide_banner', '-encoders'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: PROBE_TIMEOUT_MS,
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.once('error', () => resolve(''));
    child.once('close', () => resolve(text));
  });
}

/** Asks `ffmpeg` for its encoders; logs one line when libopus is not among them. */
export async function probeLibopus(ffmpeg: string, log: FastifyBaseLogger): Promise<boolean> {
  const isPresent = listsLibopus(await readEncoders(ffmpeg));
  if (!isPresent) log.warn({ ffmpeg }, 'ffmpeg has no libopus encoder; previews are made as MP3 only');
  return isPresent;
}

let probed: Promise<boolean> | undefined;

/**
 * Whether the ffmpeg in use can encode the Opus preview; asked once per process. Without libopus
 * tracks get the MP3 preview only, and one log line says so.
 */
export function hasLibopus(log: FastifyBaseLogger): Promise<boolean> {
  probed ??= findFfmpeg()
    .then((ffmpeg) => probeLibopus(ffmpeg, log))
    .catch((error: unknown) => {
      probed = undefined;
      throw error;
    });
  return probed;
}
