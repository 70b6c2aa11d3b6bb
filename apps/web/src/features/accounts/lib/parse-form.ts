import { messageOfKey, type TMessage } from '@beatpasal/shared/message-keys';
import type { z } from 'zod';
import { ApiError, formError } from '../../../lib/api-error';

/**
 * Checks a form's values with the shared schema the server uses, before anything is sent.
 * Problems become the same ApiError (with field errors) a server refusal would be, so one
 * handler shows both.
 */
export function parseForm<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  // The shared schemas give each issue its message's key; zod's own wording is kept as it is.
  const messageOf = (issue: { message: string }): TMessage | string => messageOfKey(issue.message) ?? issue.message;
  const fieldErrors: Record<string, TMessage | string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && fieldErrors[field] === undefined) fieldErrors[field] = messageOf(issue);
  }
  const first = result.error.issues[0];
  throw formError(first ? messageOf(first) : '', fieldErrors);
}

/**
 * Runs every check and throws one ApiError with all their field errors, so a person sees every
 * problem of a long form at once rather than one per attempt.
 */
export function runAllChecks(checks: readonly (() => unknown)[]): void {
  const fieldErrors: Record<string, string> = {};
  let first: ApiError | undefined;
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      first ??= error;
      for (const [field, message] of Object.entries(error.fieldErrors)) fieldErrors[field] ??= message;
    }
  }
  if (first) throw new ApiError({ status: 0, code: first.code, message: first.message, fieldErrors });
}

/** The named text fields of a form, as the schemas expect them. */
export function textValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') values[name] = value;
  });
  return values;
}
