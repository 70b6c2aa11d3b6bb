import type { TMessage, TMessageParams } from '@beatpasal/shared/message-keys';
import { t, translateServerMessage } from './i18n/language-store';

// No zod here: this file is in the first-load bundle (the query client imports it); parsing lives in api-response.ts.

/** Codes the browser gives errors that never came from the server as a `ZApiError` body. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  unexpected: 'UNEXPECTED_RESPONSE',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

interface TApiErrorInit {
  status: number;
  code: string;
  /** English as the server wrote it, or already in the page's language. */
  message: string;
  /** With a key, `message` and each keyed field error are shown translated (decision record 033). */
  messageKey?: string;
  messageParams?: TMessageParams;
  fieldErrors?: Record<string, string>;
  fieldErrorKeys?: Record<string, string>;
  fieldErrorParams?: Record<string, TMessageParams>;
  requestId?: string;
}

function translateFieldErrors(init: TApiErrorInit): Record<string, string> {
  const translated: Record<string, string> = {};
  for (const [field, text] of Object.entries(init.fieldErrors ?? {}))
    translated[field] = translateServerMessage(text, init.fieldErrorKeys?.[field], init.fieldErrorParams?.[field]);
  return translated;
}

/** Every failed API call throws this; `message` is always safe to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  readonly requestId: string | undefined;
  /** Which message the server sent, whatever language it is shown in. */
  readonly messageKey: string | undefined;

  constructor(init: TApiErrorInit) {
    super(translateServerMessage(init.message, init.messageKey, init.messageParams));
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = translateFieldErrors(init);
    this.requestId = init.requestId;
    this.messageKey = init.messageKey;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

/** A message of a shared catalog, or a text that has none (zod's own wording). */
type TShownMessage = TMessage | string;

const textOf = (message: TShownMessage) => (typeof message === 'string' ? message : message.text);

/**
 * A form's own refusal before anything is sent, made like the server's refusal would be, so that
 * one handler shows both: every message is translated by its key (decision record 077).
 */
export function formError(message: TShownMessage, fieldErrors: Readonly<Record<string, TShownMessage>>): ApiError {
  const keyed = Object.entries(fieldErrors).flatMap(([field, shown]) =>
    typeof shown === 'string' ? [] : [[field, shown] as const],
  );
  return new ApiError({
    status: 0,
    code: 'INVALID_INPUT',
    message: textOf(message),
    messageKey: typeof message === 'string' ? undefined : message.key,
    messageParams: typeof message === 'string' ? undefined : message.params,
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, shown]) => [field, textOf(shown)])),
    fieldErrorKeys: Object.fromEntries(keyed.map(([field, shown]) => [field, shown.key])),
    fieldErrorParams: Object.fromEntries(
      keyed.flatMap(([field, shown]) => (shown.params ? [[field, shown.params]] : [])),
    ),
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: t('errors.network') });
}

export function invalidResponseError(status: number, requestId?: string): ApiError {
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: t('errors.invalidResponse'),
    requestId,
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
