import { randomBytes } from 'node:crypto';
import { UNREAD_EVENT } from '@beatpasal/shared/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { openSse, type SseConnection } from './open-sse';
import { signInTestUser, type SignedInUser } from './sign-in-test-user';

async function connect(baseUrl: string, user: SignedInUser): Promise<SseConnection> {
  const sse = await openSse(`${baseUrl}/api/events`, { cookie: user.cookie, 'accept-encoding': 'gzip, br' });
  expect(sse.response.status).toBe(200);
  const hello = await sse.next();
  expect(hello).toMatchObject({ retry: 5000, comments: ['connected'] });
  expect(await sse.next()).toMatchObject({ event: UNREAD_EVENT });
  return sse;
}

describe('realtime stream on one instance', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ startBackground: true });
    baseUrl = await t.listen();
  });
  afterAll(() => t.close());

  it('answers 401 to a signed-out client', async () => {
    const res = await fetch(`${baseUrl}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  });

  it('streams an uncompressed event to its user once the transaction commits, and to no one else', async () => {
    const [alice, bob] = [await signInTestUser(t), await signInTestUser(t)];
    const [aliceStream, bobStream] = [await connect(baseUrl, alice), await connect(baseUrl, bob)];
    const { headers } = aliceStream.response;
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('content-encoding')).toBeNull();

    await t.ctx.database.db.transaction(async (tx) => {
      await t.ctx.events.publish(tx, { userIds: [alice.id], type: 'message.created', data: { messageId: 'm1' } });
    });
    await t.ctx.events.publish(t.ctx.database.db, { userIds: [bob.id], type: 'unread.changed', data: {} });

    expect(await aliceStream.next()).toMatchObject({ event: 'message.created', data: '{"messageId":"m1"}' });
    expect(await bobStream.next()).toMatchObject({ event: 'unread.changed', data: '{}' });
    aliceStream.close();
    bobStream.close();
    await vi.waitFor(() => expect(t.ctx.events.subscriberCount).toBe(0));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('realtime across two instances on one PostgreSQL database', () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  beforeAll(async () => {
    shared = await createTestDatabase();
    // Instances behind one load balancer share the database and the session-signing secret.
    const env = { AUTH_SECRET: randomBytes(32).toString('base64url') };
    a = await createTestApp({ sharedDatabase: shared, startBackground: true, env });
    b = await createTestApp({ sharedDatabase: shared, startBackground: true, env });
    await a.listen();
    urlB = await b.listen();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  it('delivers an event raised on instance A to a client connected to instance B', async () => {
    // Signed in through A, streaming from B: nothing about the session lives in one process.
    const artist = await signInTestUser(a);
    const onB = await connect(urlB, artist);

    const rollback = new Error('roll back');
    await expect(
      a.ctx.database.db.transaction(async (tx) => {
        await a.ctx.events.publish(tx, {
          userIds: [artist.id],
          type: 'purchase.updated',
          data: { purchaseId: 'rolled-back' },
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await a.ctx.database.db.transaction(async (tx) => {
      await a.ctx.events.publish(tx, { userIds: [artist.id], type: 'purchase.updated', data: { purchaseId: 'p1' } });
    });

    expect(await onB.next()).toMatchObject({ event: 'purchase.updated', data: '{"purchaseId":"p1"}' });
    onB.close();
  });
});
