import type { TMessage } from '@beatpasal/shared/message-keys';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { AppError, type AppErrorOptions, type TErrorCode } from '../../errors/app-error';

type TImageMessage = 'emptyImage' | 'notAnImage' | 'tooManyPixels' | 'unreadableImage';

/** An image refused, naming its field by `label` (one of `IMAGE_LABELS`, sent by its key so the web translates it too). */
export function imageError(
  code: TErrorCode,
  name: TImageMessage,
  label: TMessage,
  options: Pick<AppErrorOptions, 'message' | 'cause'> = {},
): AppError {
  return new AppError(code, { ...options, userMessage: UPLOAD_MESSAGES[name]({ label }) });
}
