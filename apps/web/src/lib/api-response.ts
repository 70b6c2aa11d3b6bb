import type { TApiError } from '@beatpasal/shared/api-error';
import type { ZodType } from 'zod';
import { ApiError, CLIENT_ERROR_CODES, invalidResponseError } from './api-error';
import { t } from './i18n/language-store';

export interface TRawResponse {
  status: number;
  contentType: string | null;
  text: string;
  requestId: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextRecord = (value: unknown) =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string');

/** `ZApiError` checked by hand: this file is in the first load, zod is not. */
function isApiErrorBody(body: unknown): body is TApiError {
  if (!isRecord(body) || typeof body.requestId !== 'string' || !isRecord(body.error)) return false;
  const { code, message, messageKey, messageParams, fieldErrors, fieldErrorKeys, fieldErrorParams } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (messageKey !== undefined && typeof messageKey !== 'string') return false;
  if (
    fieldErrorParams !== undefined &&
    !(isRecord(fieldErrorParams) && Object.values(fieldErrorParams).every(isTextRecord))
  )
    return false;
  return [messageParams, fieldErrors, fieldErrorKeys].every((texts) => texts === undefined || isTextRecord(texts));
}

/** A non-2xx answer: the server's own message when the body is a `ZApiError`, a friendly one otherwise. */
export function toApiError(status: number, body: unknown, requestId?: string): ApiError {
  if (isApiErrorBody(body)) {
    return new ApiError({ status, ...body.error, requestId: body.requestId });
  }
  const isOffline = status === 502 || status === 503 || status === 504;
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.unexpected,
    message: t(isOffline ? 'errors.network' : 'errors.unexpected'),
    requestId,
  });
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
