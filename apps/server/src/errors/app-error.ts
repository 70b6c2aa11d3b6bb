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
  /** Text safe to show a person; defaults to a generic line for the code. */
  userMessage?: string;
  /** Detail for logs only. */
  message?: string;
  /** Per-field messages for forms. */
  fieldErrors?: Record<string, string>;
  cause?: unknown;
}

const DEFAULT_USER_MESSAGE: Record<TErrorCode, string> = {
  BAD_REQUEST: 'The request was not valid.',
  UNAUTHORIZED: 'Please log in to continue.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'That conflicts with the current state. Please refresh and try again.',
  GONE: 'This is no longer available.',
  PAYLOAD_TOO_LARGE: 'The file or request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That file type is not supported.',
  UNPROCESSABLE: 'The request could not be processed.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
};

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly userMessage: string;
  readonly fieldErrors?: Record<string, string>;

  constructor(code: TErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? options.userMessage ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.userMessage = options.userMessage ?? DEFAULT_USER_MESSAGE[code];
    this.fieldErrors = options.fieldErrors;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
