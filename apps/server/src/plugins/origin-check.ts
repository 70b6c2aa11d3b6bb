import type { FastifyInstance } from 'fastify';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import type { TMessage } from '@beatpasal/shared/message-keys';
import type { TEnv } from '../config/env';
import { AppError } from '../errors/app-error';
import { trustedOrigins } from '../auth/trusted-origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a person who opened the site at the wrong address needs to read to fix it. */
export function foreignOriginMessage(env: TEnv, origin: string): TMessage {
  return REQUEST_MESSAGES.foreignOrigin({ origin, site: new URL(env.PUBLIC_URL).origin });
}

/**
 * Cross-site request forgery guard on top of SameSite=Lax cookies: a state-changing request
 * that names a foreign Origin is refused, /api/auth/* included so the refusal says what to do
 * (better-auth checks its own routes again with the same list).
 */
export function registerOriginCheck(app: FastifyInstance, env: TEnv) {
  const allowed = new Set(trustedOrigins(env));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new AppError('FORBIDDEN', {
        userMessage: foreignOriginMessage(env, origin),
        message: `foreign origin ${origin}`,
      });
    }
  });
}
