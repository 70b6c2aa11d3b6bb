import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { TEXT_MESSAGES } from '@beatpasal/shared/plain-text';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { isInvalidTextError } from '../db/repositories/postgres-errors';
import { AppError, isAppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { invalidInput } from '../errors/invalid-input';

function send(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  const body = errorBody(error, String(request.id));
  // Never kept by a browser: Chromium caches a 410 without validators indefinitely, like a 301.
  return reply
    .status(error.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Zod's own wording ("Invalid input: expected object, received string") is for developers, e.g. in better-auth's answers. */
const ZOD_WORDING =
  /^Invalid input|expected .+, received|^Too (big|small)|^Invalid (option|uuid|email|string|key|union|format|date)|^Unrecognized key/i;
export const readable = (message: string | undefined) => (message && !ZOD_WORDING.test(message) ? message : undefined);

/** Fastify refuses a body it has no parser for; the route says what it takes. */
const unsupportedBody = (request: FastifyRequest) =>
  request.routeOptions.schema?.consumes?.includes('multipart/form-data')
    ? UPLOAD_MESSAGES.sendMultipart
    : REQUEST_MESSAGES.sendJson;

/** Maps Fastify's own errors (bad JSON, body too large, validation) to AppError. */
function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? '',
    }));
    return invalidInput(issues, error);
  }
  if (isInvalidTextError(error))
    return new AppError('BAD_REQUEST', { userMessage: TEXT_MESSAGES.controlCharacters, cause: error });
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  if (status === 415)
    return new AppError('UNSUPPORTED_MEDIA_TYPE', { userMessage: unsupportedBody(request), cause: error });
  if (status === 429) return new AppError('RATE_LIMITED', { cause: error });
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AppError('BAD_REQUEST', { userMessage: REQUEST_MESSAGES.invalidJson, cause: error });
  }
  if (status >= 400 && status < 500) {
    return new AppError(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', { cause: error });
  }
  return new AppError('INTERNAL', { message: error.message, cause: error });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = isAppError(error) ? error : toAppError(error, request);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, reason: error.message }, 'request rejected');
    return send(reply, request, appError);
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      request,
      new AppError('NOT_FOUND', {
        userMessage: REQUEST_MESSAGES.noRoute({ method: request.method, path: request.url.split('?')[0] ?? '' }),
      }),
    ),
  );
}
