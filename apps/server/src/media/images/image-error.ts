import { keyFor, messageKeyOf } from '@beatpasal/shared/message-keys';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { AppError, type AppErrorOptions, type TErrorCode } from '../../errors/app-error';

type TImageMessage = 'emptyImage' | 'notAnImage' | 'tooManyPixels' | 'unreadableImage';

/** An image refused, naming its field by `label` (one of `IMAGE_LABELS`, which the web translates too). */
export function imageError(
  code: TErrorCode,
  name: TImageMessage,
  label: string,
  options: Pick<AppErrorOptions, 'message' | 'cause'> = {},
): AppError {
  return new AppError(code, {
    ...options,
    userMessage: UPLOAD_MESSAGES[name](label),
    messageKey: keyFor(UPLOAD_MESSAGES, name),
    messageParams: { label: messageKeyOf(label) ?? label },
  });
}
