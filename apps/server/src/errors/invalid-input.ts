import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { messageOfKey, type TMessage } from '@beatpasal/shared/message-keys';
import { AppError } from './app-error';

/** One problem of a request's values: the field's dotted path ('' for the whole) and the zod issue's message. */
export interface TInputIssue {
  field: string;
  message: string;
}

/**
 * A 400 for values a shared schema refused. The schemas give each issue its message's key; an
 * issue in zod's own wording (a schema without a message of ours) is said in our general words.
 * The first problem is the message, each field's first problem its field error.
 */
export function invalidInput(issues: readonly TInputIssue[], cause?: unknown): AppError {
  const fieldErrors: Record<string, TMessage> = {};
  for (const { field, message } of issues)
    if (field) fieldErrors[field] ??= messageOfKey(message) ?? REQUEST_MESSAGES.invalidValue;
  const first = messageOfKey(issues[0]?.message) ?? REQUEST_MESSAGES.invalidBody;
  return new AppError('BAD_REQUEST', { userMessage: first, fieldErrors, cause });
}

/** The issues of a zod error, each named by its dotted path. */
export function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}
