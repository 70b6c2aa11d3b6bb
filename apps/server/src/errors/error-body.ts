import type { TApiError } from '@beatpasal/shared/api-error';
import type { TMessage } from '@beatpasal/shared/message-keys';
import type { AppError } from './app-error';

const textsOf = (messages: Readonly<Record<string, TMessage>>) =>
  Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, message.text]));

const keysOf = (messages: Readonly<Record<string, TMessage>>) =>
  Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, message.key]));

function paramsOf(messages: Readonly<Record<string, TMessage>>) {
  const built = Object.entries(messages).flatMap(([field, { params }]) => (params ? [[field, params] as const] : []));
  return built.length > 0 ? Object.fromEntries(built) : undefined;
}

/**
 * What an error answers: each message as its English text (for old clients and logs) beside its
 * key, by which the web translates it (decision records 033 and 077).
 */
export function errorBody(error: AppError, requestId: string): TApiError {
  const { userMessage, fieldErrors } = error;
  return {
    error: {
      code: error.code,
      message: userMessage.text,
      messageKey: userMessage.key,
      messageParams: userMessage.params,
      fieldErrors: fieldErrors && textsOf(fieldErrors),
      fieldErrorKeys: fieldErrors && keysOf(fieldErrors),
      fieldErrorParams: fieldErrors && paramsOf(fieldErrors),
    },
    requestId,
  };
}
