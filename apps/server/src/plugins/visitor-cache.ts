import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionToken } from './auth';
import { pickEncoding, type CachedResponse, type VisitorCache } from './visitor-cache-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers every signed-out visitor alike, so its answer may be shared for a moment. */
    visitorCache?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The cache and key of a request that will rebuild an entry, and the cache's generation when it began. */
const rebuilding = new WeakMap<FastifyRequest, { cache: VisitorCache; key: string; generation: number }>();

export interface AnswerCaches {
  /** Signed-out visitors' answers, one copy for all. */
  visitors: VisitorCache;
  /**
   * Signed-in people's answers, one copy per session cookie: their own likes and purchases are in
   * them. Keyed by the cookie rather than the user so no session is looked up to find an entry; an
   * entry outlives no sign-out or suspension, as both are writes or events that drop every entry.
   */
  people: VisitorCache;
}

/** Where a request's answer may be kept, or undefined when it is not a cacheable read. */
function cacheFor(request: FastifyRequest, caches: AnswerCaches): { cache: VisitorCache; key: string } | undefined {
  if (request.method !== 'GET' || request.routeOptions.config.visitorCache !== true) return undefined;
  const token = sessionToken(request);
  return token === undefined
    ? { cache: caches.visitors, key: request.url }
    : { cache: caches.people, key: `${token}\n${request.url}` };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!encoding) return cached.body;
  reply.header('content-encoding', encoding);
  return cached.encoded(encoding);
}

/**
 * Serves the routes marked `visitorCache` from the caches for a moment. Register it after the
 * security headers and before compression: a stored answer is already compressed. After a write,
 * `invalidateAfterWrite` drops the caches and whatever else the answers are built from.
 */
export function registerVisitorCache(
  app: FastifyInstance,
  caches: AnswerCaches,
  invalidateAfterWrite: () => void,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const place = cacheFor(request, caches);
    if (!place) return;
    const cached = place.cache.lookup(place.key, Date.now());
    if (!cached) {
      rebuilding.set(request, { ...place, generation: place.cache.generation });
      return;
    }
    return reply.send(sendCached(request, reply, cached));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const place = rebuilding.get(request);
    if (place === undefined) return payload;
    const isShareable = reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader('content-encoding');
    if (isShareable && !reply.hasHeader('set-cookie'))
      return sendCached(request, reply, place.cache.store(place.key, payload, Date.now(), place.generation));
    place.cache.forget(place.key);
    return payload;
  });

  // Before the answer leaves, so the writer's next read already misses the cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) invalidateAfterWrite();
    return payload;
  });
}
