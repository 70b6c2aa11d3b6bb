import type { ZodType } from 'zod';
import { invalidResponseError, toApiError } from './api-error';

export interface TRawResponse {
  status: number;
  contentType: string | null;
  text: string;
  requestId: string | undefined;
}

const NO_BODY = Symbol('no body');
const NOT_JSON = Symbol('not json');

function parseBody(response: TRawResponse): unknown {
  if (response.text === '') return NO_BODY;
  if (!response.contentType?.includes('json')) return NOT_JSON;
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/**
 * Turns what came back (from fetch or XHR) into the value, or throws `ApiError`.
 * An empty 2xx body is `undefined`; with a schema, the body must match it.
 */
export function readApiResponse<T>(response: TRawResponse, schema?: ZodType<T>): T {
  const body = parseBody(response);
  const isOk = response.status >= 200 && response.status < 300;
  if (!isOk) throw toApiError(response.status, body, response.requestId);
  if (body === NOT_JSON) throw invalidResponseError(response.status, response.requestId);
  const value = body === NO_BODY ? undefined : body;
  if (!schema) return value as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidResponseError(response.status, response.requestId);
  return parsed.data;
}
