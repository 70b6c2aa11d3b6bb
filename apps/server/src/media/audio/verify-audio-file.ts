import { open } from 'node:fs/promises';
import { AppError } from '../../errors/app-error';
import {
  id3TagEnd,
  MAX_CHAINED_ID3_TAGS,
  PADDING_SEARCH_BYTES,
  SNIFF_BYTES,
  sniffAudio,
  type SniffedAudio,
} from './detect-audio';
import { extractPeaks, type AudioPeaks } from './extract-peaks';
import { findTruncation } from './find-truncation';
import { FfmpegError } from './run-ffmpeg';
import { AUDIO_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import type { TMessage } from '@beatpasal/shared/message-keys';

/** Decision record 015: a beat is a few minutes; longer uploads only tie up the media jobs. */
export const MAX_AUDIO_SECONDS = 15 * 60;
/** Encoder delay and padding can add a few hundred milliseconds to an export of exactly 15:00. */
const LENGTH_TOLERANCE_SECONDS = 0.5;

export { AUDIO_MESSAGES };

/** Shorter than this decodes to nothing a listener could hear. */
const MIN_SECONDS = 0.1;

export interface VerifiedAudio extends SniffedAudio, AudioPeaks {}

export interface VerifyAudioOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

async function readAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Enough after the ID3 tags for padding and a frame header. */
const AFTER_TAG_BYTES = PADDING_SEARCH_BYTES + 16;

/** The file's type from its bytes, reading past ID3 tags however long they are (cover art can be megabytes). */
export async function sniffFile(file: string): Promise<{ head: Buffer; sniffed: SniffedAudio | null }> {
  const head = await readAt(file, 0, SNIFF_BYTES);
  let position = id3TagEnd(head);
  if (position === null) return { head, sniffed: sniffAudio(head) };
  let afterTags = await readAt(file, position, AFTER_TAG_BYTES);
  for (let tags = 1; tags < MAX_CHAINED_ID3_TAGS; tags += 1) {
    const next = id3TagEnd(afterTags);
    if (next === null) break;
    position += next;
    afterTags = await readAt(file, position, AFTER_TAG_BYTES);
  }
  return { head, sniffed: sniffAudio(head, afterTags) };
}

const refused = (userMessage: TMessage, message: string, cause?: unknown) =>
  new AppError('UNPROCESSABLE', { userMessage, message: `unusable audio: ${message}`, cause });
const damaged = (message: string, cause?: unknown) => refused(AUDIO_MESSAGES.damaged, message, cause);

/**
 * The deep check behind `sniffAudio`: the bytes look like audio, ffmpeg decodes all of it with
 * the demuxer the bytes name, it lasts at most MAX_AUDIO_SECONDS as decoded (a header can lie),
 * and it is as long as its own header says. Throws a 415/422 AppError (safe to show) for a file
 * that can never work, a decode that times out included; other errors (ffmpeg missing, an abort)
 * pass through. Returns the peaks and duration it measured on the way, so the file is decoded once.
 */
export async function verifyAudioFile(file: string, options: VerifyAudioOptions = {}): Promise<VerifiedAudio> {
  const { head, sniffed } = await sniffFile(file);
  if (!sniffed) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      userMessage: AUDIO_MESSAGES.notAudio,
      message: 'unusable audio: not an audio format',
    });
  }
  let decoded: AudioPeaks;
  try {
    decoded = await extractPeaks({ file, demuxer: sniffed.demuxer }, { ...options, maxSeconds: MAX_AUDIO_SECONDS + 1 });
  } catch (error) {
    if (error instanceof FfmpegError && error.isDeterministic) throw damaged(error.message, error);
    throw error;
  }
  if (decoded.durationSeconds < MIN_SECONDS) throw damaged('no audible samples');
  if (decoded.durationSeconds > MAX_AUDIO_SECONDS + LENGTH_TOLERANCE_SECONDS) {
    throw refused(AUDIO_MESSAGES.tooLong, `decodes to more than ${MAX_AUDIO_SECONDS} s`);
  }
  const truncation = await findTruncation(file, head, decoded.durationSeconds);
  if (truncation) throw damaged(truncation);
  return { ...sniffed, ...decoded };
}
