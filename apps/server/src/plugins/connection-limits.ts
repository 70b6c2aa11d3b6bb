import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** What may still be on its way of a body we no longer need, and is read and dropped to keep the connection. */
const DRAIN_LIMIT_BYTES = 256 * 1024;

function bytesStillToCome(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) ? declared - request.raw.socket.bytesRead : Infinity;
}

/**
 * A request answered before its whole body arrived (a 429, an unexpected file, a file over its
 * limit, a broken form) stops feeding its parser, and what is in flight is dropped, never kept.
 * If little is left (the end of a form read to its last part) it is read, so the client gets the
 * answer on a clean connection; otherwise the connection closes after the answer instead of the
 * server reading a body it has no use for.
 */
export function registerCloseUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete) return;
    request.raw.unpipe();
    request.raw.resume();
    if (bytesStillToCome(request) > DRAIN_LIMIT_BYTES) reply.header('connection', 'close');
  });
}
