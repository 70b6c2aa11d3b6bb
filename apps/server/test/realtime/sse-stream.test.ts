import { setTimeout } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { AppError } from '../../src/errors/app-error';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { EventBus } from '../../src/realtime/event-bus';
import eventsRoutes from '../../src/routes/events/index';
import { openSse, type SseConnection } from './open-sse';

async function drain(sse: SseConnection): Promise<void> {
  for (;;) await sse.next(1000);
}

/** The stream's own timing and shutdown, on a bare app whose user comes from a test header. */
describe('SSE stream lifecycle', () => {
  let database: Database;
  let events: EventBus;
  let app: FastifyInstance;
  let baseUrl: string;
  let idle: SseConnection;

  beforeAll(async () => {
    database = await openDatabase({});
    app = Fastify({ logger: false });
    events = new EventBus(database, app.log);
    await events.start();
    registerErrorHandler(app);
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const id = this.headers['x-test-user'];
      if (typeof id !== 'string') throw new AppError('UNAUTHORIZED');
      if (this.headers['x-test-slow-session']) await setTimeout(200);
      return { id, email: `${id}@example.com`, emailVerified: true };
    });
    await app.register(eventsRoutes, { events, heartbeatMs: 40 });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await events.stop();
    await database.close();
  });

  it('sends heartbeat comments while idle', async () => {
    idle = await openSse(`${baseUrl}/api/events`, { 'x-test-user': 'hana' });
    expect(await idle.next()).toMatchObject({ retry: 5000, comments: ['connected'] });
    expect(await idle.next(1000)).toEqual({ comments: ['heartbeat'] });
    expect(await idle.next(1000)).toEqual({ comments: ['heartbeat'] });
  });

  it('leaves no listener behind for a client that disconnects while its session is looked up', async () => {
    const controller = new AbortController();
    const request = fetch(`${baseUrl}/api/events`, {
      headers: { 'x-test-user': 'jana', 'x-test-slow-session': '1' },
      signal: controller.signal,
    });
    await setTimeout(50);
    controller.abort();
    await expect(request).rejects.toThrow();
    await setTimeout(300);
    expect(events.subscriberCount).toBe(1);
  });

  it('ends every open stream when the server closes, so clients reconnect elsewhere', async () => {
    const busy = await openSse(`${baseUrl}/api/events`, { 'x-test-user': 'ivan' });
    await busy.next();
    await events.publish(database.db, { userIds: ['ivan'], type: 'ping', data: { n: 1 } });
    await expect(busy.next()).resolves.toMatchObject({ event: 'ping', data: '{"n":1}' });
    expect(events.subscriberCount).toBe(2);

    await app.close();
    await expect(drain(busy)).rejects.toThrow('stream ended');
    await expect(drain(idle)).rejects.toThrow('stream ended');
    expect(events.subscriberCount).toBe(0);
  });
});
