import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@beatpasal/shared/plain-text';
import { ACCESS_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { MAX_MESSAGE_LENGTH, MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import { messages, profiles, purchases, rateLimits, reports as reportsTable } from '../../src/db/schema/index';
import type { TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks } from '../catalogue/catalogue-fixtures';
import { call, chatMember, errorOf, header, history, inbox, sendMessage, sent } from './chat-fixtures';

/** Issue #9 "Bad input": each a clear 4xx and nothing stored; retries store once; blocks, reports, limits. */
describe('what the chat refuses and how it stores what it accepts', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let artist: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    [buyer, artist] = await Promise.all([chatMember(t, 'buyer'), chatMember(t, 'artist')]);
  }, 240_000);
  afterAll(() => t.close());

  const countMessages = async () =>
    (await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]!.n;

  it('refuses empty, whitespace-only, over-length and control-character text with the contract messages, storing nothing', async () => {
    const cases: Array<[string, string]> = [
      ['', MESSAGE_MESSAGES.empty.text],
      ['   \n\t  ', MESSAGE_MESSAGES.empty.text],
      ['a'.repeat(MAX_MESSAGE_LENGTH + 1), MESSAGE_MESSAGES.tooLong.text],
      ['hello\u0000world', TEXT_MESSAGES.controlCharacters.text],
      ['bell\u0007', TEXT_MESSAGES.controlCharacters.text],
    ];
    for (const [body, message] of cases) {
      const res = await sendMessage(t, buyer, artist.userId, body);
      expect(res.statusCode, JSON.stringify(body.slice(0, 20))).toBe(400);
      expect(errorOf(res)).toBe(message);
    }
    for (const payload of [
      { body: 'hi' },
      { body: 'hi', clientId: 'not-a-uuid' },
      { body: 42, clientId: randomUUID() },
      {},
    ]) {
      expect((await call(t, 'POST', `/api/conversations/${artist.userId}/messages`, buyer, payload)).statusCode).toBe(
        400,
      );
    }
    expect(await countMessages()).toBe(0);
  });

  it('accepts exactly the limit once trimmed, and stores HTML as the text it is', async () => {
    const longest = await sendMessage(t, buyer, artist.userId, ` ${'क'.repeat(MAX_MESSAGE_LENGTH)} `);
    expect(longest.statusCode).toBe(201);
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>bold</b>';
    const stored = await sent(t, buyer, artist, html);
    expect(stored.body).toBe(html);
    const res = await call(t, 'GET', `/api/conversations/${buyer.userId}/messages`, artist);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((res.json() as { items: Array<{ body: string }> }).items.at(-1)!.body).toBe(html);
  });

  it('stores a message sent twice with the same clientId once and answers the same message', async () => {
    const before = await countMessages();
    const clientId = randomUUID();
    const first = await sendMessage(t, buyer, artist.userId, 'Only once', clientId);
    const again = await sendMessage(t, buyer, artist.userId, 'Only once', clientId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const racingId = randomUUID();
    const racing = await Promise.all(
      [1, 2, 3].map(() => sendMessage(t, buyer, artist.userId, 'Racing retry', racingId)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(racing.map((r) => (r.json() as { id: string }).id)).size).toBe(1);
    expect(await countMessages()).toBe(before + 2);
  });

  it('refuses forged or foreign cursors with a 400, not a 500', async () => {
    const forged = [
      'garbage',
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from(JSON.stringify(['inbox:someone', '2026-01-01T00:00:00.000000Z', randomUUID()])).toString('base64url'),
      Buffer.from(JSON.stringify(['messages', '2026-02-30T00:00:00.000000Z', randomUUID()])).toString('base64url'),
      Buffer.from(JSON.stringify(['messages', '2026-01-01T00:00:00.000000Z', "1' or '1'='1"])).toString('base64url'),
      'x'.repeat(201),
    ];
    for (const cursor of forged) {
      const q = encodeURIComponent(cursor);
      expect(
        (await call(t, 'GET', `/api/conversations/${artist.userId}/messages?before=${q}`, buyer)).statusCode,
        cursor,
      ).toBe(400);
      expect((await call(t, 'GET', `/api/conversations?cursor=${q}`, buyer)).statusCode, cursor).toBe(400);
    }
    // The artist's own cursor of this conversation is not the buyer's inbox cursor.
    const inboxCursor = Buffer.from(
      JSON.stringify([`inbox:${artist.userId}`, '2026-01-01T00:00:00.000000Z', randomUUID()]),
    ).toString('base64url');
    expect((await call(t, 'GET', `/api/conversations?cursor=${inboxCursor}`, buyer)).statusCode).toBe(400);
  });

  it('pages history by keyset, oldest first within a page, without gaps or repeats, even where times tie', async () => {
    // 70 older messages, two at each instant, so pages must break ties by id.
    await t.ctx.database.db.execute(sql`insert into messages (conversation_id, sender_id, receiver_id, body, created_at)
      select c.id, ${buyer.userId}, ${artist.userId}, 'Older ' || g, now() - interval '1 hour' + (g / 2) * interval '1 millisecond'
      from conversations c, generate_series(1, 70) g where c.buyer_id = ${buyer.userId} and c.artist_id = ${artist.userId}`);
    const all: string[] = [];
    let pages = 0;
    let before: string | undefined;
    do {
      pages += 1;
      const page = await history(t, artist, buyer.userId, before);
      all.unshift(...page.items.map((m) => m.id));
      const times = page.items.map((m) => m.createdAt);
      expect(times).toEqual([...times].sort());
      before = page.nextCursor ?? undefined;
    } while (before);
    expect(pages).toBeGreaterThanOrEqual(3);
    const stored = await t.ctx.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.receiverId, artist.userId))
      .orderBy(messages.createdAt, messages.id);
    expect(all).toEqual(stored.map((m) => m.id));
  });

  it('pages the inbox by keyset, newest activity first, without gaps or repeats', async () => {
    const db = t.ctx.database.db;
    // 45 more artists the buyer talks with, their last messages a second apart, two at each instant.
    await db.execute(sql`insert into users (id, name, email, email_verified)
      select 'inbox-artist-' || g, 'A' || g, 'inbox-artist-' || g || '@example.com', true from generate_series(1, 45) g`);
    await db.execute(
      sql`insert into profiles (id, username, role) select 'inbox-artist-' || g, 'inbox_artist_' || g, 'artist' from generate_series(1, 45) g`,
    );
    await db.execute(
      sql`insert into conversations (buyer_id, artist_id) select ${buyer.userId}, 'inbox-artist-' || g from generate_series(1, 45) g`,
    );
    await db.execute(sql`insert into messages (conversation_id, sender_id, receiver_id, body, created_at)
      select c.id, c.buyer_id, c.artist_id, 'Hi ' || c.artist_id, now() - interval '1 day' + (substr(c.artist_id, 14)::int / 2) * interval '1 second'
      from conversations c where c.artist_id like 'inbox-artist-%'`);
    await db.execute(sql`update conversations c set last_message_id = m.id, last_message_at = m.created_at
      from messages m where m.conversation_id = c.id and c.artist_id like 'inbox-artist-%'`);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await inbox(t, buyer, cursor);
      pages += 1;
      seen.push(...page.items.map((row) => row.other.id));
      const times = page.items.map((row) => row.lastMessage.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(46);
    expect(new Set(seen).size).toBe(46);
    expect(seen[0]).toBe(artist.userId);
  });

  it('lets the artist write first to a buyer who paid them, and no one write across a block', async () => {
    const payer = await chatMember(t, 'buyer');
    expect((await header(t, artist, payer.userId)).canWrite).toBe(false);
    const [trackId] = await insertReadyTracks(t, artist.userId, [{ title: 'Paid For' }]);
    await t.ctx.database.db.insert(purchases).values({
      buyerId: payer.userId,
      trackId: trackId!,
      artistId: artist.userId,
      licenceKind: 'lease',
      priceNpr: 1500,
      amountPaisa: 150001,
      referenceCode: 'BP-CHAT-1',
      status: 'pending',
      submittedAt: new Date(),
    });
    expect(await header(t, artist, payer.userId)).toMatchObject({ canWrite: true, cannotWriteReason: null });
    expect((await sendMessage(t, artist, payer.userId, 'Thanks for buying!')).statusCode).toBe(201);

    expect((await call(t, 'PUT', `/api/conversations/${artist.userId}/block`, buyer)).statusCode).toBe(204);
    expect((await call(t, 'PUT', `/api/conversations/${artist.userId}/block`, buyer)).statusCode).toBe(204);
    expect(await header(t, buyer, artist.userId)).toMatchObject({
      canWrite: false,
      cannotWriteReason: MESSAGE_MESSAGES.blocked,
      blockedByMe: true,
    });
    expect(await header(t, artist, buyer.userId)).toMatchObject({
      canWrite: false,
      cannotWriteReason: MESSAGE_MESSAGES.blocked,
      blockedByMe: false,
    });
    const before = await countMessages();
    for (const [from, to] of [
      [artist, buyer],
      [buyer, artist],
    ] as const) {
      const res = await sendMessage(t, from, to.userId, 'Across the block');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe(MESSAGE_MESSAGES.blocked.text);
    }
    expect(await countMessages()).toBe(before);
    expect((await call(t, 'DELETE', `/api/conversations/${artist.userId}/block`, buyer)).statusCode).toBe(204);
    expect((await sendMessage(t, artist, buyer.userId, 'Unblocked')).statusCode).toBe(201);
  });

  it('does not let a suspended account send, and nobody send to one', async () => {
    const db = t.ctx.database.db;
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, buyer.userId));
    const res = await sendMessage(t, buyer, artist.userId, 'I am suspended');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toBe(ACCESS_MESSAGES.suspended.text);
    expect(await header(t, artist, buyer.userId)).toMatchObject({
      canWrite: false,
      cannotWriteReason: MESSAGE_MESSAGES.blocked,
    });
    expect((await sendMessage(t, artist, buyer.userId, 'To a suspended buyer')).statusCode).toBe(403);
    expect((await history(t, buyer, artist.userId)).items.length).toBeGreaterThan(0);
    await db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, buyer.userId));
  });

  it('stores one report per reporter and conversation with the latest 50 messages', async () => {
    for (let i = 0; i < 3; i++) await sent(t, artist, buyer, `Spam ${i}`);
    const bad = await call(t, 'POST', `/api/conversations/${artist.userId}/report`, buyer, { reason: 'nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(MESSAGE_MESSAGES.reportReason.text);
    const first = await call(t, 'POST', `/api/conversations/${artist.userId}/report`, buyer, {
      reason: 'spam',
      details: '  Keeps sending links.  ',
    });
    expect(first.statusCode).toBe(201);
    const again = await call(t, 'POST', `/api/conversations/${artist.userId}/report`, buyer, { reason: 'scam' });
    expect(again.statusCode).toBe(201);
    const reports = await t.ctx.database.db.select().from(reportsTable);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      reporterId: buyer.userId,
      targetType: 'conversation',
      subjectUserId: artist.userId,
      reason: 'spam',
      details: 'Keeps sending links.',
      status: 'open',
    });
    expect(reports[0]!.snapshot).toHaveLength(50);
    expect(reports[0]!.snapshot!.at(-1)).toMatchObject({ senderId: artist.userId, body: 'Spam 2' });
  });

  it('limits how fast one person sends (20 a minute) with the contract message and Retry-After', async () => {
    await t.ctx.database.db.delete(rateLimits);
    const other = await chatMember(t, 'artist');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await sendMessage(t, buyer, other.userId, `Quick ${i}`)).statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limited = await sendMessage(t, buyer, other.userId, 'One too many');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toBe(MESSAGE_MESSAGES.rateLimited.text);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.ctx.database.db.select().from(messages).where(eq(messages.body, 'One too many'))).toEqual([]);
    // Refused sends do not use the allowance up: someone else is unaffected.
    expect((await sendMessage(t, artist, buyer.userId, 'Still fine')).statusCode).toBe(201);
  });
});
