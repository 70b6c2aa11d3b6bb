import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEARTBEAT_MS } from '@beatpasal/shared/constants';
import type { EventBus, UserEvent } from '../../realtime/event-bus';
import { signedIn } from '../../auth/access-declaration';

export interface EventsRoutesOptions {
  events: EventBus;
  /**
   * Written first on every stream, read once the user is subscribed so no change in between is lost
   * (app.ts: the unread answers, decision 101). A failed read is logged and the stream carries on.
   */
  greeting?: (userId: string) => Promise<UserEvent[]>;
  /** Comment lines keep proxies from closing an idle stream. */
  heartbeatMs?: number;
}

const RECONNECT_MS = 5000;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

function formatEvent(event: UserEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export default async function eventsRoutes(app: FastifyInstance, opts: EventsRoutesOptions) {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Set<ServerResponse>();

  async function readGreeting(request: FastifyRequest, userId: string): Promise<UserEvent[]> {
    if (!opts.greeting) return [];
    try {
      return await opts.greeting(userId);
    } catch (err) {
      request.log.error({ err }, 'the realtime stream goes on without its greeting');
      return [];
    }
  }

  // Open streams never finish on their own; end them so the server can close and clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/api/events',
    {
      schema: {
        ...signedIn('none', { others: 200 }),
        tags: ['realtime'],
        summary: 'Live updates of the signed-in person as server-sent events (text/event-stream).',
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      // Hijacking skips onSend hooks, so the compress plugin never wraps this stream.
      reply.hijack();
      const res = reply.raw;
      // A client that left while the session was looked up would never fire 'close' again.
      if (request.raw.socket.destroyed) return;
      // Keep what earlier hooks set (security headers), but never a length or an encoding.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value);
      }
      res.writeHead(200, SSE_HEADERS);

      const write = (chunk: string) => {
        if (!res.writableEnded && !res.destroyed) res.write(chunk);
      };
      write(`retry: ${RECONNECT_MS}\n: connected\n\n`);

      // Held back until the greeting is written: a change committed while it was read may be missing
      // from it, and its event, arriving after the greeting, makes the client read again.
      let held: UserEvent[] | undefined = [];
      const unsubscribe = opts.events.subscribe(user.id, (event) => {
        if (held) held.push(event);
        else write(formatEvent(event));
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      open.add(res);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });

      const greeting = await readGreeting(request, user.id);
      for (const event of [...greeting, ...held]) write(formatEvent(event));
      held = undefined;
    },
  );
}
