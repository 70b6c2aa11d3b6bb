import { open } from 'node:fs/promises';
import { AppError } from '../../errors/app-error';
import { SNIFF_BYTES, sniffAudio, type SniffedAudio } from './detect-audio';
import { extractPeaks, type AudioPeaks } from './extract-peaks';
import { findTruncation } from './find-truncation';
import { FfmpegError } from './run-ffmpeg';

export const AUDIO_MESSAGES = {
  notAudio: 'This file is not an audio file. Upload an MP3, WAV, FLAC, AIFF, M4A or OGG export.',
  damaged: 'This audio file is damaged or incomplete. Export it again and upload the new file.',
} as const;

/** Shorter than this decodes to nothing a listener could hear. */
const MIN_SECONDS = 0.1;

export interface VerifiedAudio extends SniffedAudio, AudioPeaks {}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const damaged = (message: string, cause?: unknown) =>
  new AppError('UNPROCESSABLE', { userMessage: AUDIO_MESSAGES.damaged, message: `unusable audio: ${message}`, cause });

/**
 * The deep check behind `sniffAudio`: the bytes look like audio, ffmpeg decodes all of it, and it
 * is as long as its own header says. Throws a 415/422 AppError (safe to show) for a file that can
 * never work; other errors (a timeout, ffmpeg missing) are worth retrying. Returns the peaks and
 * duration it measured on the way, so the file is decoded once.
 */
export async function verifyAudioFile(file: string, options: { timeoutMs?: number } = {}): Promise<VerifiedAudio> {
  const head = await readHead(file);
  const sniffed = sniffAudio(head);
  if (!sniffed) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { userMessage: AUDIO_MESSAGES.notAudio, message: 'unusable audio: not an audio format' });
  }
  let decoded: AudioPeaks;
  try {
    decoded = await extractPeaks(file, options);
  } catch (error) {
    if (error instanceof FfmpegError && !error.isTimeout && error.stderr !== '') throw damaged(error.message, error);
    throw error;
  }
  if (decoded.durationSeconds < MIN_SECONDS) throw damaged('no audible samples');
  const truncation = await findTruncation(file, head, decoded.durationSeconds);
  if (truncation) throw damaged(truncation);
  return { ...sniffed, ...decoded };
}
