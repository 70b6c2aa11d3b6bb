import { setTimeout } from 'node:timers/promises';
import { UNREAD_EVENT } from '@beatpasal/shared/constants';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { insertNotifications } from '../../src/db/repositories/notifications-repository';
import { AppError } from '../../src/errors/app-error';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { EventBus, type UserEvent } from '../../src/realtime/event-bus';
import eventsRoutes from '../../src/routes/events/index';
import type { TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatMember, sent } from '../messages/chat-fixtures';
import { openSse, type SseConnection, type SseMessage } from './open-sse';

async function drain(sse: SseConnection): Promise<void> {
  for (;;) await sse.next(1000);
}

/** The next event, past any heartbeat comments. */
async function nextEvent(sse: SseConnection): Promise<SseMessage> {
  for (;;) {
    const message = await sse.next();
    if (message.event) return message;
  }
}

/** Resolves once the bus has handed the next published event to its listeners. */
function nextDelivery(events: EventBus): Promise<void> {
  return new Promise((resolve) => {
    const stop = events.onAnyEvent(() => {
      stop();
      resolve();
    });
  });
}

const GREETING: UserEvent = { type: 'hello', data: { n: 0 } };

/** The stream's own timing and shutdown, on a bare app whose user comes from a test header. */
describe('SSE stream lifecycle', () => {
  let database: Database;
  let events: EventBus;
  let app: FastifyInstance;
  let baseUrl: string;
  let idle: SseConnection;
  /** How each test user's greeting is read; anyone else gets none. */
  const greetings = new Map<string, () => Promise<UserEvent[]>>();

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
    await app.register(eventsRoutes, {
      events,
      greeting: (userId) => greetings.get(userId)?.() ?? Promise.resolve([]),
      heartbeatMs: 40,
    });
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

  it('writes the greeting first, then what was published while it was read', async () => {
    let release = () => {};
    greetings.set('kiran', () => new Promise((resolve) => (release = () => resolve([GREETING]))));
    const sse = await openSse(`${baseUrl}/api/events`, { 'x-test-user': 'kiran' });
    expect(await sse.next()).toMatchObject({ comments: ['connected'] });
    const delivered = nextDelivery(events);
    await events.publish(database.db, { userIds: ['kiran'], type: 'ping', data: { n: 1 } });
    await delivered;
    release();
    expect(await nextEvent(sse)).toMatchObject({ event: 'hello', data: '{"n":0}' });
    expect(await nextEvent(sse)).toMatchObject({ event: 'ping', data: '{"n":1}' });
    sse.close();
    await vi.waitFor(() => expect(events.subscriberCount).toBe(1));
  });

  it('keeps the stream open when the greeting cannot be read, and later events still arrive', async () => {
    greetings.set('lata', () => Promise.reject(new Error('database unreachable')));
    const sse = await openSse(`${baseUrl}/api/events`, { 'x-test-user': 'lata' });
    expect(sse.response.status).toBe(200);
    expect(await sse.next()).toMatchObject({ comments: ['connected'] });
    expect(await sse.next(1000)).toEqual({ comments: ['heartbeat'] });
    await events.publish(database.db, { userIds: ['lata'], type: 'ping', data: { n: 2 } });
    await expect(nextEvent(sse)).resolves.toMatchObject({ event: 'ping', data: '{"n":2}' });
    sse.close();
    await vi.waitFor(() => expect(events.subscriberCount).toBe(1));
  });

  it('writes nothing and leaves no listener behind for a client that left while its greeting was read', async () => {
    let release = () => {};
    greetings.set('mina', () => new Promise((resolve) => (release = () => resolve([GREETING]))));
    const sse = await openSse(`${baseUrl}/api/events`, { 'x-test-user': 'mina' });
    await sse.next();
    sse.close();
    await vi.waitFor(() => expect(events.subscriberCount).toBe(1));
    release();
    await setTimeout(50);
    expect(events.subscriberCount).toBe(1);
  });

  it('ends every open stream when the server closes, so clients reconnect elsewhere', async () => {
    const busy = await openSse(`${baseUrl}/api/events`, { 'x-test-user': 'ivan' });
    await busy.next();
    await events.publish(database.db, { userIds: ['ivan'], type: 'ping', data: { n: 1 } });
    await expect(nextEvent(busy)).resolves.toMatchObject({ event: 'ping', data: '{"n":1}' });
    expect(events.subscriberCount).toBe(2);

    await app.close();
    await expect(drain(busy)).rejects.toThrow('stream ended');
    await expect(drain(idle)).rejects.toThrow('stream ended');
    expect(events.subscriberCount).toBe(0);
  });
});

/** Decision 101: the stream opens with both unread answers, so the page reads neither again. */
describe('the unread greeting of the live stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let buyer: TestAccount;
  let artist: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ startBackground: true });
    baseUrl = await t.listen();
    [buyer, artist] = await Promise.all([chatMember(t, 'buyer'), chatMember(t, 'artist')]);
  }, 240_000);
  afterAll(() => t.close());

  async function greetingOf(who: TestAccount): Promise<{ sse: SseConnection; greeting: SseMessage }> {
    const sse = await openSse(`${baseUrl}/api/events`, { cookie: who.cookie });
    expect(await sse.next()).toMatchObject({ comments: ['connected'] });
    return { sse, greeting: await sse.next() };
  }

  it('tells a fresh person there is nothing unread', async () => {
    const { sse, greeting } = await greetingOf(artist);
    expect(greeting).toMatchObject({ event: UNREAD_EVENT });
    expect(JSON.parse(greeting.data!)).toEqual({ hasUnread: false, unreadNotifications: 0 });
    sse.close();
  });

  it('counts an unread message and two unread notifications', async () => {
    await sent(t, buyer, artist, 'Is this beat free for a lease?');
    await sent(t, artist, buyer, 'Yes, it is.');
    await insertNotifications(t.ctx.database.db, [
      { userId: buyer.userId, kind: 'new_track', data: {} },
      { userId: buyer.userId, kind: 'new_track', data: {} },
    ]);
    const { sse, greeting } = await greetingOf(buyer);
    expect(greeting).toMatchObject({ event: UNREAD_EVENT });
    expect(JSON.parse(greeting.data!)).toEqual({ hasUnread: true, unreadNotifications: 2 });
    sse.close();
  });

  it('loses no event published right after the stream opened', async () => {
    const sse = await openSse(`${baseUrl}/api/events`, { cookie: artist.cookie });
    expect(await sse.next()).toMatchObject({ comments: ['connected'] });
    await sent(t, buyer, artist, 'Still there?');
    expect(await sse.next()).toMatchObject({ event: UNREAD_EVENT });
    expect(await sse.next()).toMatchObject({
      event: 'message.created',
      data: JSON.stringify({ userId: buyer.userId }),
    });
    sse.close();
  });
});
