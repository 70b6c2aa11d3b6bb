import type { TMessage } from '@beatpasal/shared/message-keys';
import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import { PURCHASE_MESSAGES } from '@beatpasal/shared/schemas/purchases';
import type { TUploadKind } from '@beatpasal/shared/schemas/uploads';
import { AppError } from '../../errors/app-error';

/** The multipart forms' own 413 messages, so a file too large says the same whichever way it came. */
const TOO_LARGE: Record<TUploadKind, TMessage> = {
  master: MY_TRACK_MESSAGES.audioTooLarge,
  alternate: PURCHASE_MESSAGES.alternateTooLarge,
  voiceTag: MY_TRACK_MESSAGES.voiceTagTooLarge,
};

export const uploadTooLarge = (kind: TUploadKind) =>
  new AppError('PAYLOAD_TOO_LARGE', { userMessage: TOO_LARGE[kind] });
