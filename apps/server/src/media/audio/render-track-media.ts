import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, isAppError } from '../../errors/app-error';
import type { ObjectStore } from '../../storage/object-store';
import { makePreview } from './make-preview';
import type { AudioInput } from './run-ffmpeg';
import { sniffFile, verifyAudioFile } from './verify-audio-file';

export interface TrackMediaSource {
  masterKey: string;
  voiceTagKey: string | null;
}

export interface RenderedTrackMedia {
  /** The preview MP3, inside the temp directory given to `renderTrackMedia`. */
  previewFile: string;
  /** Its Opus (WebM) twin beside it; null when ffmpeg has no libopus. */
  opusPreviewFile: string | null;
  peaks: number[];
  durationSeconds: number;
}

export interface RenderOptions {
  log: FastifyBaseLogger;
  /** Aborted when the track is deleted: the running ffmpeg is killed and no further stage starts. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface RenderTrackOptions extends RenderOptions {
  /** Whether to make the Opus preview too (`hasLibopus`). */
  withOpus: boolean;
}

/** ffmpeg wants files; the object is streamed to one in the job's private directory, never held in memory whole. */
async function fetchToFile(
  storage: ObjectStore,
  key: string,
  dir: string,
  name: string,
  signal?: AbortSignal,
): Promise<string> {
  signal?.throwIfAborted();
  const file = path.join(dir, `${name}${path.extname(key)}`);
  await storage.download(key, file);
  signal?.throwIfAborted();
  return file;
}

/**
 * A tag that no longer decodes must not hold the beat back: the preview gets the tone watermark
 * instead, which protects it just as well. The upload route checks tags, so this is rare.
 */
async function usableVoiceTag(
  storage: ObjectStore,
  key: string | null,
  dir: string,
  options: RenderOptions,
): Promise<AudioInput | undefined> {
  if (key === null) return undefined;
  const file = await fetchToFile(storage, key, dir, 'voice-tag', options.signal);
  try {
    const { demuxer } = await verifyAudioFile(file, options);
    return { file, demuxer };
  } catch (error) {
    if (!isAppError(error)) throw error;
    options.log.warn({ err: error, key }, 'voice tag unusable; preview gets the tone watermark');
    return undefined;
  }
}

/**
 * Checks the master (AppError 415/422 when it can never work), measures duration and peaks in
 * the same decode, and encodes the watermarked preview (MP3, and Opus when asked) into `dir`, a
 * private temp directory.
 */
export async function renderTrackMedia(
  storage: ObjectStore,
  source: TrackMediaSource,
  dir: string,
  options: RenderTrackOptions,
): Promise<RenderedTrackMedia> {
  const file = await fetchToFile(storage, source.masterKey, dir, 'master', options.signal);
  const { peaks, durationSeconds, demuxer } = await verifyAudioFile(file, options);
  const voiceTag = await usableVoiceTag(storage, source.voiceTagKey, dir, options);
  const previewFile = path.join(dir, 'preview.mp3');
  const opusPreviewFile = options.withOpus ? path.join(dir, 'preview.webm') : null;
  await makePreview({
    master: { file, demuxer },
    voiceTag,
    output: previewFile,
    opusOutput: opusPreviewFile ?? undefined,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });
  return { previewFile, opusPreviewFile, peaks, durationSeconds };
}

/**
 * The Opus preview alone, for a track that is ready and already has its MP3, peaks and duration:
 * the master was verified when it was processed, so its bytes only name the demuxer here.
 * AppError 415 when they no longer look like audio.
 */
export async function renderOpusPreview(
  storage: ObjectStore,
  source: TrackMediaSource,
  dir: string,
  options: RenderOptions,
): Promise<string> {
  const file = await fetchToFile(storage, source.masterKey, dir, 'master', options.signal);
  const { sniffed } = await sniffFile(file);
  if (!sniffed) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: `master ${source.masterKey} is no longer audio` });
  }
  const voiceTag = await usableVoiceTag(storage, source.voiceTagKey, dir, options);
  const opusPreviewFile = path.join(dir, 'preview.webm');
  await makePreview({
    master: { file, demuxer: sniffed.demuxer },
    voiceTag,
    opusOutput: opusPreviewFile,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });
  return opusPreviewFile;
}
