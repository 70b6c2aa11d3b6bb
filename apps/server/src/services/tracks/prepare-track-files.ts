import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import { AppError, isAppError } from '../../errors/app-error';
import { verifyAudioFile } from '../../media/audio/verify-audio-file';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { processImage } from '../../media/images/process-image';
import type { PendingObject } from '../../media/uploads/store-objects';
import { newObjectKey } from '../../storage/object-keys';

export const COVER_LABEL = IMAGE_LABELS.coverImage;

/** A voice tag is checked like a master; its problems name the voice tag. */
export async function prepareVoiceTag(bytes: Buffer, dir: string): Promise<PendingObject> {
  const file = path.join(dir, 'voice-tag');
  await writeFile(file, bytes);
  const audio = await verifyAudioFile(file).catch((error: unknown) => {
    if (isAppError(error) && error.status < 500) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { userMessage: MY_TRACK_MESSAGES.voiceTagNotAudio, cause: error });
    }
    throw error;
  });
  return {
    key: newObjectKey('voice-tags', audio.extension),
    body: bytes,
    contentType: audio.contentType,
    visibility: 'private',
  };
}

/** Cover art re-encoded to square WebP in page and card sizes (the bytes decide whether it is an image). */
export async function prepareCover(bytes: Buffer): Promise<{ key: string; objects: PendingObject[] }> {
  return processImage(bytes, TRACK_COVER_RECIPE, COVER_LABEL);
}
