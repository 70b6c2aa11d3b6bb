import type { TMessage } from '@beatpasal/shared/message-keys';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { AppError, isAppError } from '../../errors/app-error';

/** A file field's size limit and what the sender reads when a file is over it. */
export interface FileFieldRule {
  maxBytes: number;
  tooLargeMessage: TMessage;
}

const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function codeOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** An error of the operating system (a full disk, a missing temp directory): ours, not the sender's. */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'syscall' in error;
}

function fieldOf(error: unknown): string {
  const part =
    error instanceof Error && 'part' in error ? (error.part as { fieldname?: unknown } | undefined) : undefined;
  return typeof part?.fieldname === 'string' ? part.fieldname : '';
}

/**
 * Turns what went wrong while reading a multipart body into the sender's 4xx: limits of
 * @fastify/multipart, and the parser's own errors (no boundary, a truncated or malformed part,
 * a connection closed mid-body), which carry no code. Only system errors stay 5xx.
 */
export function toFormError(error: unknown, rules: Readonly<Record<string, FileFieldRule>>): unknown {
  if (isAppError(error) || isSystemError(error)) return error;
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const rule = Object.hasOwn(rules, fieldOf(error)) ? rules[fieldOf(error)] : undefined;
    return new AppError('PAYLOAD_TOO_LARGE', { userMessage: rule?.tooLargeMessage, cause: error });
  }
  if (code && TOO_MANY_PARTS.has(code))
    return new AppError('PAYLOAD_TOO_LARGE', { userMessage: UPLOAD_MESSAGES.tooManyParts, cause: error });
  return new AppError('BAD_REQUEST', {
    userMessage: UPLOAD_MESSAGES.malformedForm,
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}
