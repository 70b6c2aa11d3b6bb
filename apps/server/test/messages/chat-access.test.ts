import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import { messages, reports as reportsTable } from '../../src/db/schema/index';
import { createAdmin, signUpAndVerify, type TestAccount, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, chatMember, errorOf, hasUnread, history, inbox, sent } from './chat-fixtures';

type TActor = 'visitor' | 'needsUsername' | 'admin' | 'buyer' | 'otherBuyer' | 'artist' | 'otherArtist';

/**
 * DESIGN §3: chat only between its two people. A conversation is addressed by the other
 * person's id, so a third user can only ever reach their own (empty) conversation with someone,
 * or a person they cannot chat with at all (404); they never see, change or report another pair's.
 */
describe('who may reach which conversation', () => {
  let t: TestApp;
  let actors: Record<Exclude<TActor, 'visitor'>, TestAccount | TestUser>;
  let buyer: TestAccount;
  let artist: TestAccount;
  let otherBuyer: TestAccount;
  let otherArtist: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    [buyer, artist, otherBuyer, otherArtist] = await Promise.all([
      chatMember(t, 'buyer'),
      chatMember(t, 'artist'),
      chatMember(t, 'buyer'),
      chatMember(t, 'artist'),
    ]);
    const [needsUsername, admin] = await Promise.all([signUpAndVerify(t), createAdmin(t)]);
    actors = { needsUsername, admin, buyer, otherBuyer, artist, otherArtist };
    await sent(t, buyer, artist, 'Private between us.');
    await sent(t, artist, buyer, 'Indeed.');
  }, 240_000);
  afterAll(() => t.close());

  const cookieOf = (actor: TActor) => (actor === 'visitor' ? undefined : (actors[actor] as TestAccount));
  const routes = (otherId: string) =>
    [
      { method: 'GET', url: '/api/conversations' },
      { method: 'GET', url: `/api/conversations/${otherId}` },
      { method: 'GET', url: `/api/conversations/${otherId}/messages` },
      {
        method: 'POST',
        url: `/api/conversations/${otherId}/messages`,
        payload: { body: 'Hello', clientId: randomUUID() },
      },
      { method: 'POST', url: `/api/conversations/${otherId}/seen` },
      { method: 'DELETE', url: `/api/conversations/${otherId}` },
      { method: 'PUT', url: `/api/conversations/${otherId}/block` },
      { method: 'DELETE', url: `/api/conversations/${otherId}/block` },
      { method: 'POST', url: `/api/conversations/${otherId}/report`, payload: { reason: 'spam' } },
      { method: 'GET', url: '/api/me/unread' },
    ] as const;

  it('answers 401 to a visitor on every route, except the unread dot (off)', async () => {
    for (const route of routes(artist.userId)) {
      const res = await call(t, route.method, route.url, undefined, 'payload' in route ? route.payload : undefined);
      if (route.url === '/api/me/unread')
        expect(res.json(), 'a visitor has nothing unread').toEqual({ hasUnread: false });
      else expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to someone without a username and to an administrator, except the unread dot (none)', async () => {
    for (const actor of ['needsUsername', 'admin'] as const) {
      for (const route of routes(artist.userId)) {
        const res = await call(
          t,
          route.method,
          route.url,
          cookieOf(actor),
          'payload' in route ? route.payload : undefined,
        );
        const expected = route.url === '/api/me/unread' ? 200 : 403;
        expect(res.statusCode, `${actor} ${route.method} ${route.url}`).toBe(expected);
      }
    }
  });

  it('answers 404 to a buyer addressing a buyer, an artist addressing an artist, an unknown or an administrator id', async () => {
    const admin = actors.admin as TestUser;
    const unreachable: Array<[TestAccount, string]> = [
      [otherBuyer, buyer.userId],
      [otherArtist, artist.userId],
      [buyer, 'no-such-user'],
      [buyer, admin.userId],
      [artist, 'x'.repeat(100)],
    ];
    for (const [who, otherId] of unreachable) {
      for (const route of routes(otherId).filter((r) => r.url.includes(otherId))) {
        const res = await call(t, route.method, route.url, who, 'payload' in route ? route.payload : undefined);
        expect(res.statusCode, `${who.username} ${route.method} ${route.url}`).toBe(404);
        expect(errorOf(res)).toBe(MESSAGE_MESSAGES.notFound.text);
      }
    }
    const stored = await t.ctx.database.db.select().from(messages).where(eq(messages.body, 'Hello'));
    expect(stored).toEqual([]);
  });

  it('answers 400 to messaging yourself', async () => {
    const res = await call(t, 'POST', `/api/conversations/${buyer.userId}/messages`, buyer, {
      body: 'Me?',
      clientId: randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(MESSAGE_MESSAGES.self.text);
  });

  it("never shows another pair's messages: the other buyer's conversation with the same artist is their own, and empty", async () => {
    expect((await history(t, otherBuyer, artist.userId)).items).toEqual([]);
    expect((await inbox(t, otherBuyer)).items).toEqual([]);
    expect((await history(t, otherArtist, buyer.userId)).items).toEqual([]);
    expect((await inbox(t, otherArtist)).items).toEqual([]);
  });

  it('lets no third user delete, report or mark seen what is not theirs', async () => {
    for (const [who, otherId] of [
      [otherBuyer, artist.userId],
      [otherArtist, buyer.userId],
    ] as const) {
      expect((await call(t, 'DELETE', `/api/conversations/${otherId}`, who)).statusCode).toBe(404);
      expect((await call(t, 'POST', `/api/conversations/${otherId}/report`, who, { reason: 'scam' })).statusCode).toBe(
        404,
      );
      // Their own conversation with that person has nothing addressed to them: nothing changes.
      expect((await call(t, 'POST', `/api/conversations/${otherId}/seen`, who)).statusCode).toBe(204);
    }
    expect(await hasUnread(t, artist)).toBe(true);
    expect(await hasUnread(t, buyer)).toBe(true);
    const reports = await t.ctx.database.db.select().from(reportsTable);
    expect(reports).toEqual([]);
    const unseen = await t.ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.receiverId, artist.userId)));
    expect(unseen.map((m) => m.seenAt)).toEqual([null]);
    expect((await inbox(t, buyer)).items).toHaveLength(1);
    expect((await inbox(t, artist)).items).toHaveLength(1);
  });

  it('lets another artist not write first to a buyer who never wrote to them', async () => {
    const res = await call(t, 'POST', `/api/conversations/${buyer.userId}/messages`, otherArtist, {
      body: 'Buy my beats',
      clientId: randomUUID(),
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(MESSAGE_MESSAGES.artistFirst.text);
    expect(await t.ctx.database.db.select().from(messages).where(eq(messages.body, 'Buy my beats'))).toEqual([]);
  });
});
