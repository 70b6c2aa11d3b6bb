import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationPage } from '@beatpasal/shared/schemas/notifications';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestAccount } from '../helpers/factories';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { artistAndBuyers } from '../purchases/purchase-fixtures';
import { api, tellNewTrack } from './notification-fixtures';

describe('the bell and the notifications page', () => {
  let t: TestApp;
  let artist: TestAccount;
  let buyer: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    ({
      artist,
      buyers: [buyer, other],
    } = (await artistAndBuyers(t, 2)) as { artist: TestAccount; buyers: [TestAccount, TestAccount] });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const unread = async (who: TestAccount) =>
    (await api(t, 'GET', '/api/notifications/unread-count', who.cookie)).json<{ count: number }>().count;
  const list = async (who: TestAccount, query = '') =>
    (await api(t, 'GET', `/api/notifications${query}`, who.cookie)).json<TNotificationPage>();

  it('counts and lists a new track of a followed artist once, leading to the track', async () => {
    const [trackId] = await insertReadyTracks(t, artist.userId, [{ title: 'Monsoon Drill' }]);
    const batch = { trackId: trackId!, artistId: artist.userId, followerIds: [buyer.userId] };
    await tellNewTrack(t, batch);
    await tellNewTrack(t, batch);

    expect(await unread(buyer)).toBe(1);
    expect(await unread(other)).toBe(0);
    // The first paint's count comes with the session (decision 101).
    expect((await api(t, 'GET', '/api/me', buyer.cookie)).json()).toMatchObject({ unreadNotifications: 1 });
    expect((await api(t, 'GET', '/api/me', other.cookie)).json()).toMatchObject({ unreadNotifications: 0 });
    const page = await list(buyer);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'new_track',
      trackTitle: 'Monsoon Drill',
      personName: expect.any(String),
      path: `/track/${trackId}`,
      readAt: null,
    });
    expect(page.nextCursor).toBeNull();
  });

  it('marks one read when opened, only the owner, and again changes nothing', async () => {
    const [item] = (await list(buyer)).items;
    expect((await api(t, 'POST', `/api/notifications/${item!.id}/read`, other.cookie)).statusCode).toBe(404);
    expect((await api(t, 'POST', '/api/notifications/not-an-id/read', buyer.cookie)).statusCode).toBe(404);
    expect((await api(t, 'POST', `/api/notifications/${item!.id}/read`)).statusCode).toBe(401);

    const first = await api(t, 'POST', `/api/notifications/${item!.id}/read`, buyer.cookie);
    expect(first.statusCode).toBe(200);
    const readAt = first.json<{ readAt: string }>().readAt;
    expect(readAt).not.toBeNull();
    const again = await api(t, 'POST', `/api/notifications/${item!.id}/read`, buyer.cookie);
    expect(again.json<{ readAt: string }>().readAt).toBe(readAt);
    expect(await unread(buyer)).toBe(0);
  });

  it('marks all read, and a second time marks none', async () => {
    const ids = await insertReadyTracks(t, artist.userId, [{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    for (const trackId of ids) await tellNewTrack(t, { trackId, artistId: artist.userId, followerIds: [other.userId] });
    expect(await unread(other)).toBe(3);
    const first = await api(t, 'POST', '/api/notifications/read-all', other.cookie);
    expect(first.json()).toEqual({ marked: 3 });
    const second = await api(t, 'POST', '/api/notifications/read-all', other.cookie);
    expect(second.json()).toEqual({ marked: 0 });
    expect(await unread(other)).toBe(0);
    expect((await list(buyer)).items).toHaveLength(1);
  });

  it('pages newest first by a cursor and refuses a forged one', async () => {
    const titles = ['P1', 'P2', 'P3', 'P4', 'P5'];
    const ids = await insertReadyTracks(
      t,
      artist.userId,
      titles.map((title) => ({ title })),
    );
    for (const trackId of ids) await tellNewTrack(t, { trackId, artistId: artist.userId, followerIds: [buyer.userId] });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TNotificationPage = await list(
        buyer,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(6);
    const all = (await list(buyer, '?limit=50')).items;
    expect(all.map((item) => item.id)).toEqual(seen);
    const times = all.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    for (const forged of ['garbage', '2026-01-01T00:00:00.000000Z_nope', `${'9'.repeat(20)}_x_y`]) {
      const res = await api(t, 'GET', `/api/notifications?cursor=${encodeURIComponent(forged)}`, buyer.cookie);
      expect(res.statusCode).toBe(400);
    }
    expect((await api(t, 'GET', '/api/notifications?limit=0', buyer.cookie)).statusCode).toBe(400);
    expect((await api(t, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});
