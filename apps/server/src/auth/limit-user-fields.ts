import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { isSingleLine, TEXT_MESSAGES } from '@beatpasal/shared/plain-text';

const MAX_NAME = 100;
const MAX_IMAGE_URL = 2048;
/** The better-auth endpoints that write the user's own `name` and `image`. */
const USER_WRITES = new Set(['/sign-up/email', '/update-user']);

export const USER_FIELD_MESSAGES = {
  nameTooLong: `Name can be at most ${MAX_NAME} characters.`,
  image: `The picture must be an http(s) link of at most ${MAX_IMAGE_URL} characters, or empty.`,
} as const;

function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  if (name.length > MAX_NAME) return USER_FIELD_MESSAGES.nameTooLong;
  return isSingleLine(name) ? null : TEXT_MESSAGES.controlCharacters.text;
}

function isImageLink(image: unknown): boolean {
  if (image === undefined || image === null || image === '') return true;
  if (typeof image !== 'string' || image.length > MAX_IMAGE_URL) return false;
  return URL.canParse(image) && ['http:', 'https:'].includes(new URL(image).protocol);
}

/**
 * The app keeps its names in profiles and never uses better-auth's `name` and `image`, but sign-up
 * and update-user store whatever they are given: bounded here, before the endpoint runs.
 */
export function limitUserFields() {
  return {
    id: 'limit-user-fields',
    hooks: {
      before: [
        {
          matcher: (context) => USER_WRITES.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { name?: unknown; image?: unknown };
            const problem = nameProblem(body.name) ?? (isImageLink(body.image) ? null : USER_FIELD_MESSAGES.image);
            if (problem) throw new APIError('BAD_REQUEST', { message: problem });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
