import { randomBytes } from 'node:crypto';
import { UNREAD_EVENT } from '@beatpasal/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { openSse, type SseConnection } from '../realtime/open-sse';
import { call, chatMember, sent } from './chat-fixtures';

async function stream(baseUrl: string, who: TestAccount): Promise<SseConnection> {
  const sse = await openSse(`${baseUrl}/api/events`, { cookie: who.cookie });
  expect(sse.response.status).toBe(200);
  expect(await sse.next()).toMatchObject({ comments: ['connected'] });
  expect(await sse.next()).toMatchObject({ event: UNREAD_EVENT });
  return sse;
}

/** Issue #9: new messages, "Seen" and deletes reach the right people live, and only them. */
describe('chat events on the live stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let buyer: TestAccount;
  let artist: TestAccount;
  let bystander: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ startBackground: true });
    baseUrl = await t.listen();
    [buyer, artist, bystander] = await Promise.all([
      chatMember(t, 'buyer'),
      chatMember(t, 'artist'),
      chatMember(t, 'buyer'),
    ]);
  }, 240_000);
  afterAll(() => t.close());

  it('tells both people of a new message, the sender when it is seen, the deleter of a delete, and no one else', async () => {
    const [buyerStream, artistStream, bystanderStream] = await Promise.all([
      stream(baseUrl, buyer),
      stream(baseUrl, artist),
      stream(baseUrl, bystander),
    ]);

    await sent(t, buyer, artist, 'Live?');
    expect(await artistStream.next()).toMatchObject({
      event: 'message.created',
      data: JSON.stringify({ userId: buyer.userId }),
    });
    expect(await buyerStream.next()).toMatchObject({
      event: 'message.created',
      data: JSON.stringify({ userId: artist.userId }),
    });

    expect((await call(t, 'POST', `/api/conversations/${buyer.userId}/seen`, artist)).statusCode).toBe(204);
    expect(await buyerStream.next()).toMatchObject({
      event: 'message.seen',
      data: JSON.stringify({ userId: artist.userId }),
    });
    expect(await artistStream.next()).toMatchObject({
      event: 'message.seen',
      data: JSON.stringify({ userId: buyer.userId }),
    });

    expect((await call(t, 'DELETE', `/api/conversations/${buyer.userId}`, artist)).statusCode).toBe(204);
    expect(await artistStream.next()).toMatchObject({
      event: 'conversation.changed',
      data: JSON.stringify({ userId: buyer.userId }),
    });

    // The bystander's first event is about their own message: none of the pair's reached them.
    await sent(t, bystander, artist, 'My own');
    expect(await bystanderStream.next()).toMatchObject({
      event: 'message.created',
      data: JSON.stringify({ userId: artist.userId }),
    });
    expect(await artistStream.next()).toMatchObject({
      event: 'message.created',
      data: JSON.stringify({ userId: bystander.userId }),
    });
    // Nor did the deleter's event reach the buyer, who keeps their copy.
    await expect(buyerStream.next(500)).rejects.toThrow(/no SSE message/);
    for (const s of [buyerStream, artistStream, bystanderStream]) s.close();
  });

  it('sends nothing when a send is refused', async () => {
    const artistStream = await stream(baseUrl, artist);
    const other = await chatMember(t, 'buyer');
    expect(
      (
        await call(t, 'POST', `/api/conversations/${other.userId}/messages`, artist, {
          body: 'first?',
          clientId: crypto.randomUUID(),
        })
      ).statusCode,
    ).toBe(403);
    await expect(artistStream.next(500)).rejects.toThrow(/no SSE message/);
    artistStream.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a message across two instances on one PostgreSQL database', () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  beforeAll(async () => {
    shared = await createTestDatabase();
    const env = { AUTH_SECRET: randomBytes(32).toString('base64url') };
    a = await createTestApp({ sharedDatabase: shared, startBackground: true, env });
    b = await createTestApp({ sharedDatabase: shared, startBackground: true, env });
    await a.listen();
    urlB = await b.listen();
  }, 240_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  it('reaches the receiver listening on B when sent through A', async () => {
    const [buyer, artist] = await Promise.all([chatMember(a, 'buyer'), chatMember(a, 'artist')]);
    const onB = await stream(urlB, artist);
    const message = await sent(a, buyer, artist, 'Across instances');
    expect(await onB.next()).toMatchObject({
      event: 'message.created',
      data: JSON.stringify({ userId: buyer.userId }),
    });
    const res = await call(b, 'GET', `/api/conversations/${buyer.userId}/messages`, artist);
    expect((res.json() as { items: Array<{ id: string }> }).items.map((m) => m.id)).toEqual([message.id]);
    onB.close();
  });
});
