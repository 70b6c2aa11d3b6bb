import { DEFAULT_ERROR_MESSAGES } from '@beatpasal/shared/api-error';
import type { TMessage } from '@beatpasal/shared/message-keys';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  LOCKED: 423,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  /**
   * What a person is shown: a message of a `defineMessages` catalog, which carries its key (and its
   * values, when built with them); a plain text is refused by the type (decision 077). Defaults to
   * the code's generic line.
   */
  userMessage?: TMessage;
  /** Detail for logs only. */
  message?: string;
  /** Per-field messages for forms. */
  fieldErrors?: Readonly<Record<string, TMessage>>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly userMessage: TMessage;
  readonly fieldErrors?: Readonly<Record<string, TMessage>>;

  constructor(code: TErrorCode, options: AppErrorOptions = {}) {
    const userMessage = options.userMessage ?? DEFAULT_ERROR_MESSAGES[code];
    super(options.message ?? userMessage.text, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.userMessage = userMessage;
    this.fieldErrors = options.fieldErrors;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
