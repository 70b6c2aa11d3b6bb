import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_ERROR_MESSAGES, REQUEST_MESSAGES, type TApiError } from '@beatpasal/shared/api-error';
import { TEXT_MESSAGES } from '@beatpasal/shared/plain-text';
import { isInvalidTextError } from '../db/repositories/postgres-errors';
import { AppError, isAppError } from '../errors/app-error';

function send(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  const body: TApiError = {
    error: {
      code: error.code,
      message: error.userMessage,
      messageKey: error.messageKey,
      messageParams: error.messageParams,
      fieldErrors: error.fieldErrors,
      fieldErrorKeys: error.fieldErrorKeys,
    },
    requestId: String(request.id),
  };
  // Never kept by a browser: Chromium caches a 410 without validators indefinitely, like a 301.
  return reply.status(error.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/** Maps Fastify's own errors (bad JSON, body too large, validation) to AppError. */
function toAppError(error: FastifyError): AppError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message ?? REQUEST_MESSAGES.invalidValue;
    }
    const first = error.validation[0]?.message ?? DEFAULT_ERROR_MESSAGES.BAD_REQUEST;
    return new AppError('BAD_REQUEST', { userMessage: first, fieldErrors, cause: error });
  }
  if (isInvalidTextError(error)) return new AppError('BAD_REQUEST', { userMessage: TEXT_MESSAGES.controlCharacters, cause: error });
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', { cause: error });
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
    const appError = isAppError(error) ? error : toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, reason: error.message }, 'request rejected');
    return send(reply, request, appError);
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, new AppError('NOT_FOUND', { userMessage: `No route for ${request.method} ${request.url.split('?')[0]}.` })),
  );
}
