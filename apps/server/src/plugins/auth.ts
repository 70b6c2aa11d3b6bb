import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/create-auth';
import { AppError } from '../errors/app-error';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Reads the session from the cookie once per request; null when signed out. */
    sessionUser(): Promise<SessionUser | null>;
    /** The signed-in user, or a 401. */
    requireUser(): Promise<SessionUser>;
  }
}

const SESSION_CACHE = Symbol('sessionUser');
/** better-auth's session cookie; over https it carries a `__Secure-` prefix, hence the substring test. */
const SESSION_COOKIE = 'better-auth.session_token=';

/** Whether the request could belong to a signed-in person; without the cookie it certainly does not. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes(SESSION_COOKIE) ?? false;
}

async function authPlugin(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });

  app.decorateRequest('sessionUser', async function (this: FastifyRequest) {
    const cache = this as unknown as Record<symbol, Promise<SessionUser | null>>;
    cache[SESSION_CACHE] ??= hasSessionCookie(this)
      ? auth.api
          .getSession({ headers: fromNodeHeaders(this.headers) })
          .then((result) =>
            result ? { id: result.user.id, email: result.user.email, emailVerified: result.user.emailVerified } : null,
          )
      : Promise.resolve(null);
    return cache[SESSION_CACHE];
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  });
}

export default fp(authPlugin, { name: 'auth' });
