import type { FastifyInstance } from 'fastify';
import type { TEnv } from '../config/env';

/** Time for a client to send a request's headers: a phone on a poor link needs seconds, not minutes. */
const HEADERS_TIMEOUT_MS = 30_000;
/**
 * Longer than a load balancer's usual idle timeout (60 s), so the proxy, not the server, closes
 * an idle kept-alive connection and never sends a request into one being closed.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Fastify's server options for timeouts (docs/decisions/013-server-timeouts.md): no limit on a
 * whole request, since a 200 MB master over slow mobile data may take an hour, but a connection
 * that stays silent for HTTP_IDLE_TIMEOUT_MS is closed, so a stalled upload frees its socket and
 * its temp file. The live-updates stream writes a heartbeat every 25 s and so is never idle.
 */
export function serverTimeouts(env: TEnv) {
  return {
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    requestTimeout: 0,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, env.HTTP_IDLE_TIMEOUT_MS) },
  };
}

/**
 * A request answered before its body arrived (429, an unexpected file, a file over its limit)
 * closes its connection after the answer, instead of the server reading the rest of a body it
 * has no use for.
 */
export function registerCloseUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}
