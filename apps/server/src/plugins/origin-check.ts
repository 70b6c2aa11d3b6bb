import type { FastifyInstance } from 'fastify';
import type { TEnv } from '../config/env';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins whose pages may change state through the API: the site itself, and Vite's dev server. */
export function trustedOrigins(env: TEnv): string[] {
  const origins = [new URL(env.PUBLIC_URL).origin];
  if (env.NODE_ENV === 'development') origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

/**
 * Cross-site request forgery guard on top of SameSite=Lax cookies: a state-changing request
 * that names a foreign Origin is refused. better-auth checks its own routes the same way.
 */
export function registerOriginCheck(app: FastifyInstance, env: TEnv) {
  const allowed = new Set(trustedOrigins(env));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.url.startsWith('/api/auth/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new AppError('FORBIDDEN', { userMessage: 'This request came from another site and was refused.' });
    }
  });
}
