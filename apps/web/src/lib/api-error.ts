import type { TMessageParams } from '@beatpasal/shared/message-keys';
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
  requestId?: string;
}

function translateFieldErrors(init: TApiErrorInit): Record<string, string> {
  const translated: Record<string, string> = {};
  for (const [field, text] of Object.entries(init.fieldErrors ?? {}))
    translated[field] = translateServerMessage(text, init.fieldErrorKeys?.[field]);
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
