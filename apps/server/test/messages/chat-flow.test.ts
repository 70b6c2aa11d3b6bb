import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, errorOf, hasUnread, header, history, inbox, sendMessage, sent } from './chat-fixtures';

/** Spec §2.7 and issue #9: a buyer writes, the artist replies, both inboxes, "Seen", the unread dot and delete-for-me. */
describe('a conversation between a buyer and an artist', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let artist: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    [buyer, artist] = await Promise.all([createBuyer(t), createArtist(t, { fields: { displayName: 'DJ Chat' } })]);
  }, 240_000);
  afterAll(() => t.close());

  it('lets the artist reply only once the buyer wrote', async () => {
    expect(await header(t, artist, buyer.userId)).toMatchObject({
      canWrite: false,
      cannotWriteReason: MESSAGE_MESSAGES.artistFirst,
      blockedByMe: false,
    });
    const early = await sendMessage(t, artist, buyer.userId, 'Hi, want a beat?');
    expect(early.statusCode).toBe(403);
    expect(errorOf(early)).toBe(MESSAGE_MESSAGES.artistFirst.text);
    expect((await history(t, artist, buyer.userId)).items).toEqual([]);

    const opened = await header(t, buyer, artist.userId);
    expect(opened).toMatchObject({
      canWrite: true,
      cannotWriteReason: null,
      other: { id: artist.userId, username: artist.username, displayName: 'DJ Chat', role: 'artist' },
    });
    expect(opened.other.avatarUrl).toMatch(/^\/files\/|^http/);

    const first = await sent(t, buyer, artist, '  Namaste! Is "Night Drive" still available?  ');
    expect(first).toMatchObject({
      senderId: buyer.userId,
      body: 'Namaste! Is "Night Drive" still available?',
      seenAt: null,
      offer: null,
    });
    expect(await header(t, artist, buyer.userId)).toMatchObject({ canWrite: true, cannotWriteReason: null });
    await sent(t, artist, buyer, 'Yes it is.');
  });

  it('shows each side one inbox row with the latest message and its unread count, and lights the dot', async () => {
    const artistInbox = await inbox(t, artist);
    expect(artistInbox.items).toHaveLength(1);
    expect(artistInbox.items[0]).toMatchObject({
      other: { id: buyer.userId, role: 'buyer' },
      lastMessage: { body: 'Yes it is.', senderId: artist.userId, isOffer: false },
      unreadCount: 1,
    });
    const buyerInbox = await inbox(t, buyer);
    expect(buyerInbox.items[0]).toMatchObject({
      other: { id: artist.userId },
      lastMessage: { body: 'Yes it is.' },
      unreadCount: 1,
    });
    expect(await hasUnread(t, artist)).toBe(true);
    expect(await hasUnread(t, buyer)).toBe(true);
    const me = await call(t, 'GET', '/api/me', buyer);
    expect(me.json()).toMatchObject({ hasUnread: true });
  });

  it('marks what was sent to the reader as seen, which the sender sees', async () => {
    expect((await call(t, 'POST', `/api/conversations/${artist.userId}/seen`, buyer)).statusCode).toBe(204);
    expect(await hasUnread(t, buyer)).toBe(false);
    expect(await hasUnread(t, artist)).toBe(true);
    const artistView = await history(t, artist, buyer.userId);
    expect(artistView.items.map((m) => [m.body, m.seenAt !== null])).toEqual([
      ['Namaste! Is "Night Drive" still available?', false],
      ['Yes it is.', true],
    ]);
    expect((await inbox(t, buyer)).items[0]!.unreadCount).toBe(0);
  });

  it('deletes a conversation for the one who deletes it only; a newer message brings it back with only newer messages', async () => {
    expect((await call(t, 'DELETE', `/api/conversations/${artist.userId}`, buyer)).statusCode).toBe(204);
    expect((await inbox(t, buyer)).items).toEqual([]);
    expect((await history(t, buyer, artist.userId)).items).toEqual([]);
    expect((await history(t, artist, buyer.userId)).items).toHaveLength(2);
    expect((await inbox(t, artist)).items).toHaveLength(1);

    await sent(t, artist, buyer, 'Still there?');
    const back = await inbox(t, buyer);
    expect(back.items).toHaveLength(1);
    expect(back.items[0]).toMatchObject({ lastMessage: { body: 'Still there?' }, unreadCount: 1 });
    expect((await history(t, buyer, artist.userId)).items.map((m) => m.body)).toEqual(['Still there?']);
    expect((await history(t, artist, buyer.userId)).items).toHaveLength(3);
  });

  it('does not count deleted unseen messages as unread', async () => {
    expect(await hasUnread(t, buyer)).toBe(true);
    expect((await call(t, 'DELETE', `/api/conversations/${artist.userId}`, buyer)).statusCode).toBe(204);
    expect(await hasUnread(t, buyer)).toBe(false);
  });
});
