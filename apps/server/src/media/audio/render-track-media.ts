import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isAppError } from '../../errors/app-error';
import type { ObjectStore } from '../../storage/object-store';
import { makePreview } from './make-preview';
import { verifyAudioFile } from './verify-audio-file';

export interface TrackMediaSource {
  masterKey: string;
  voiceTagKey: string | null;
}

export interface RenderedTrackMedia {
  /** The preview MP3, inside the temp directory given to `renderTrackMedia`. */
  previewFile: string;
  peaks: number[];
  durationSeconds: number;
}

/** Runs `work` in a fresh temp directory and removes it afterwards, whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'beatpasal-media-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** ffmpeg wants files; the object is streamed to one, never held in memory whole. */
async function fetchToFile(storage: ObjectStore, key: string, dir: string, name: string): Promise<string> {
  const file = path.join(dir, `${name}${path.extname(key)}`);
  await storage.download(key, file);
  return file;
}

/**
 * A tag that no longer decodes must not hold the beat back: the preview gets the tone watermark
 * instead, which protects it just as well. The upload route checks tags, so this is rare.
 */
async function usableVoiceTag(storage: ObjectStore, key: string | null, dir: string, log: FastifyBaseLogger): Promise<string | undefined> {
  if (key === null) return undefined;
  const file = await fetchToFile(storage, key, dir, 'voice-tag');
  try {
    await verifyAudioFile(file);
    return file;
  } catch (error) {
    if (!isAppError(error)) throw error;
    log.warn({ err: error, key }, 'voice tag unusable; preview gets the tone watermark');
    return undefined;
  }
}

/**
 * Checks the master (AppError 415/422 when it can never work), measures duration and peaks in
 * the same decode, and encodes the watermarked preview into `dir`.
 */
export async function renderTrackMedia(
  storage: ObjectStore,
  source: TrackMediaSource,
  dir: string,
  log: FastifyBaseLogger,
): Promise<RenderedTrackMedia> {
  const master = await fetchToFile(storage, source.masterKey, dir, 'master');
  const { peaks, durationSeconds } = await verifyAudioFile(master);
  const voiceTag = await usableVoiceTag(storage, source.voiceTagKey, dir, log);
  const previewFile = path.join(dir, 'preview.mp3');
  await makePreview({ master, voiceTag, output: previewFile });
  return { previewFile, peaks, durationSeconds };
}
