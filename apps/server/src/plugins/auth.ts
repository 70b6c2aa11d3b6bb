import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/create-auth';
import { SESSION_CHANGED_EVENT, SessionCache } from '../auth/session-cache';
import type { SessionUser } from '../auth/session-user';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { isSingleLine } from '@beatpasal/shared/plain-text';
import { AppError } from '../errors/app-error';
import { readable } from './error-handler';
import type { EventBus } from '../realtime/event-bus';

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
const MAX_CACHED_SESSIONS = 10_000;

export interface AuthPluginOptions {
  auth: Auth;
  events: EventBus;
  /** How long a resolved session is reused on this instance; 0 asks the database on every request. */
  sessionCacheMs: number;
}

/** The session cookie's value (token and signature), the key of the session cache. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  const at = cookie?.indexOf(SESSION_COOKIE) ?? -1;
  if (!cookie || at < 0) return undefined;
  const start = at + SESSION_COOKIE.length;
  const end = cookie.indexOf(';', start);
  return cookie.slice(start, end < 0 ? undefined : end).trim() || undefined;
}

const LINK_TARGETS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];
const isLinkTarget = (value: string | null) =>
  value === null || (value.startsWith('/') && !value.startsWith('//')) || URL.canParse(value);

/** better-auth answers a malformed body with zod's wording ("[body] Invalid input: …"); people get our sentence. */
async function readableBody(response: Response): Promise<Buffer> {
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 400 || !response.headers.get('content-type')?.includes('json')) return body;
  const parsed = JSON.parse(body.toString()) as { message?: string };
  const message = parsed.message?.replace(/^\[[^\]]*\] /, '');
  if (message === undefined || readable(message)) return body;
  const { text, key } = REQUEST_MESSAGES.invalidBody;
  return Buffer.from(JSON.stringify({ ...parsed, message: text, messageKey: key }));
}

async function authPlugin(app: FastifyInstance, { auth, events, sessionCacheMs }: AuthPluginOptions) {
  const sessions =
    sessionCacheMs > 0
      ? new SessionCache<SessionUser>({ freshMs: sessionCacheMs, maxEntries: MAX_CACHED_SESSIONS })
      : undefined;
  if (sessions) {
    const stopListening = events.onAnyEvent((event) => {
      if (event.type === SESSION_CHANGED_EVENT && typeof event.data.userId === 'string')
        sessions.forgetUser(event.data.userId);
    });
    app.addHook('onClose', async () => stopListening());
  }

  async function resolveSession(request: FastifyRequest): Promise<SessionUser | null> {
    const token = sessionToken(request);
    if (!token) return null;
    const cached = sessions?.get(token, Date.now());
    if (cached) return cached;
    const generation = sessions?.generation ?? 0;
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return null;
    const user = { id: result.user.id, email: result.user.email, emailVerified: result.user.emailVerified };
    sessions?.set(token, user, Date.now(), generation, new Date(result.session.expiresAt).getTime());
    return user;
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const token = request.method === 'POST' ? sessionToken(request) : undefined;
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      // better-auth fails with a 500 on a control character in a link, or on a callbackURL that is neither a path nor a URL.
      if ([...url.searchParams.values()].some((value) => !isSingleLine(value)))
        throw new AppError('BAD_REQUEST', { userMessage: REQUEST_MESSAGES.badAddress });
      if (LINK_TARGETS.some((name) => !isLinkTarget(url.searchParams.get(name))))
        throw new AppError('BAD_REQUEST', { userMessage: REQUEST_MESSAGES.linkExpired });
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      // better-auth answers an unknown path (e.g. /reset-password/ without its token) with an empty 404.
      if (response.status >= 400 && !response.body)
        throw new AppError(response.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      // This instance's next request must not reuse a session the action just ended; others hear SESSION_CHANGED_EVENT.
      if (token) sessions?.forgetToken(token);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await readableBody(response) : null);
    },
  });

  app.decorateRequest('sessionUser', async function (this: FastifyRequest) {
    const cache = this as unknown as Record<symbol, Promise<SessionUser | null>>;
    cache[SESSION_CACHE] ??= resolveSession(this);
    return cache[SESSION_CACHE];
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  });
}

export default fp(authPlugin, { name: 'auth' });
