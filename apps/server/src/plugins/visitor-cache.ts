import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from './auth';
import { pickEncoding, type CachedResponse, type VisitorCache } from './visitor-cache-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers every signed-out visitor alike, so its answer may be shared for a moment. */
    visitorCache?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The cache's generation when a request that will rebuild an entry began. */
const startedAt = new WeakMap<FastifyRequest, number>();

function isCacheable(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config.visitorCache === true && !hasSessionCookie(request);
}

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!encoding) return cached.body;
  reply.header('content-encoding', encoding);
  return cached[encoding];
}

/**
 * Serves the routes marked `visitorCache` from the cache to signed-out visitors. Register it after
 * the security headers and before compression: a stored answer is already compressed. After a
 * write, `invalidateAfterWrite` drops this cache and whatever else visitors' answers are built from.
 */
export function registerVisitorCache(app: FastifyInstance, cache: VisitorCache, invalidateAfterWrite = () => cache.invalidate()): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request)) return;
    const cached = cache.lookup(request.url, Date.now());
    if (!cached) {
      startedAt.set(request, cache.generation);
      return;
    }
    return reply.send(sendCached(request, reply, cached));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const generation = startedAt.get(request);
    if (generation === undefined) return payload;
    const isShareable = reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader('content-encoding');
    if (isShareable && !reply.hasHeader('set-cookie')) return sendCached(request, reply, cache.store(request.url, payload, Date.now(), generation));
    cache.forget(request.url);
    return payload;
  });

  // Before the answer leaves, so the writer's next read already misses the cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) invalidateAfterWrite();
    return payload;
  });
}
