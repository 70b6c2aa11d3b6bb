import { z } from 'zod';
import { defineMessages } from './message-keys';

/** Every non-2xx JSON answer from /api has this shape. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    /** English, the spec's wording: what an old client or a log shows. */
    message: z.string(),
    /** The message's key (packages/shared/src/message-keys.ts), by which the web translates it (decision 077). */
    messageKey: z.string().optional(),
    messageParams: z.record(z.string(), z.string()).optional(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    /** The key of each field message that has one. */
    fieldErrorKeys: z.record(z.string(), z.string()).optional(),
    /** The values of each field message built with values. */
    fieldErrorParams: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  }),
  requestId: z.string(),
});

export type TApiError = z.infer<typeof ZApiError>;

/** A message sent as data rather than as an error (why a chat cannot be written in): key, English text, values. */
export const ZMessage = z.object({
  key: z.string(),
  text: z.string(),
  params: z.record(z.string(), z.string()).optional(),
});

/** What an error says when its thrower gave no message of its own, by error code. */
export const DEFAULT_ERROR_MESSAGES = defineMessages('error', {
  BAD_REQUEST: 'The request was not valid.',
  UNAUTHORIZED: 'Please log in to continue.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'That conflicts with the current state. Please refresh and try again.',
  GONE: 'This is no longer available.',
  LOCKED: 'Someone else is working on this right now. Please try again in a moment.',
  PRECONDITION_FAILED: 'This request is missing something the server needs. Reload the page and try again.',
  PAYLOAD_TOO_LARGE: 'The file or request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That file type is not supported.',
  UNPROCESSABLE: 'The request could not be processed.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
});

/** Answers about the request itself rather than any one feature. */
export const REQUEST_MESSAGES = defineMessages('request', {
  invalidJson: 'The request body is not valid JSON.',
  invalidBody: 'Some of the data sent is not in the expected form. Check it and try again.',
  sendJson: 'Send this request as JSON (Content-Type: application/json).',
  invalidValue: 'Invalid value.',
  badAddress: 'This address contains an invisible control character. Check the link and try again.',
  fileNotFound: 'This file does not exist or was removed.',
  linkExpired: 'This link has expired or is not valid.',
  pictureNotFound: 'This picture does not exist or was removed.',
  noRoute: ({ method, path }: { method: string; path: string }) => `No route for ${method} ${path}.`,
  webNotBuilt: 'The web app is not built yet. Run `npm run build`.',
  foreignOrigin: ({ origin, site }: { origin: string; site: string }) =>
    `This page was opened at ${origin} but the server is set up for ${site} (PUBLIC_URL). Open it at ${site} or set PUBLIC_URL.`,
});
