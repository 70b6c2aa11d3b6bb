import { DEFAULT_ERROR_MESSAGES } from '@beatpasal/shared/api-error';
import { fieldMessageKeys, messageKeyOf, type TMessageParams } from '@beatpasal/shared/message-keys';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  /** English text safe to show a person; defaults to a generic line for the code. */
  userMessage?: string;
  /**
   * The key the web translates by. A text of a `defineMessages` catalog brings its own; give one
   * only for a message built with values (a catalog's function entry), with those `messageParams`.
   */
  messageKey?: string;
  messageParams?: TMessageParams;
  /** Detail for logs only. */
  message?: string;
  /** Per-field messages for forms. */
  fieldErrors?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly userMessage: string;
  readonly messageKey?: string;
  readonly messageParams?: TMessageParams;
  readonly fieldErrors?: Record<string, string>;
  readonly fieldErrorKeys?: Record<string, string>;

  constructor(code: TErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? options.userMessage ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.userMessage = options.userMessage ?? DEFAULT_ERROR_MESSAGES[code];
    this.messageKey = options.messageKey ?? messageKeyOf(this.userMessage);
    this.messageParams = options.messageParams;
    this.fieldErrors = options.fieldErrors;
    this.fieldErrorKeys = fieldMessageKeys(options.fieldErrors);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
