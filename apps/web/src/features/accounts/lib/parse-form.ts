import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error';

/**
 * Checks a form's values with the shared schema the server uses, before anything is sent.
 * Problems become the same ApiError (with field errors) a server refusal would be, so one
 * handler shows both.
 */
export function parseForm<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && fieldErrors[field] === undefined) fieldErrors[field] = issue.message;
  }
  throw new ApiError({ status: 0, code: 'INVALID_INPUT', message: result.error.issues[0]?.message ?? '', fieldErrors });
}

/** The named text fields of a form, as the schemas expect them. */
export function textValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') values[name] = value;
  });
  return values;
}
