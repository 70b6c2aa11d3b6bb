import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { likes, tracks } from '../../src/db/schema/index';
import { createArtist, createBuyer, sameOrigin, signUpAndVerify, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let trackIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  [artist, buyer] = await Promise.all([createArtist(t), createBuyer(t)]);
  trackIds = await insertReadyTracks(t, artist.userId, [
    { title: 'One' },
    { title: 'Two' },
    { title: 'Three' },
    { title: 'Hidden', isHidden: true },
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const like = (id: string, cookie?: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url: `/api/tracks/${id}/like`, headers: sameOrigin(t, cookie) });
const likeCount = async (id: string) =>
  (await t.ctx.database.db.select({ n: tracks.likeCount }).from(tracks).where(eq(tracks.id, id)))[0]!.n;
const likeRows = async (id: string) =>
  (await t.ctx.database.db.select({ n: count() }).from(likes).where(eq(likes.trackId, id)))[0]!.n;

describe('likes', () => {
  it('is idempotent both ways and keeps like_count equal to the likes', async () => {
    const [id] = trackIds;
    expect((await like(id!, buyer.cookie)).json()).toEqual({ isLiked: true, likeCount: 1 });
    expect((await like(id!, buyer.cookie)).json()).toEqual({ isLiked: true, likeCount: 1 });
    expect((await like(id!, buyer.cookie, 'DELETE')).json()).toEqual({ isLiked: false, likeCount: 0 });
    expect((await like(id!, buyer.cookie, 'DELETE')).json()).toEqual({ isLiked: false, likeCount: 0 });
  });

  it('needs a login, refuses the artist’s own track, and hides what cannot be seen', async () => {
    const visitor = await like(trackIds[0]!);
    expect([visitor.statusCode, visitor.json().error.message]).toEqual([401, 'Please log in to like tracks.']);
    const own = await like(trackIds[0]!, artist.cookie);
    expect([own.statusCode, own.json().error.message]).toEqual([403, "You can't like your own track."]);
    expect((await like(trackIds[3]!, buyer.cookie)).statusCode).toBe(404);
    expect((await like('not-a-track', buyer.cookie)).statusCode).toBe(404);
  });

  it(
    'counts exactly under 20 concurrent likes by different people and 10 at once by one person',
    async () => {
      const [, id] = trackIds;
      const people = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const user = await signUpAndVerify(t);
          const username = `fan_${user.userId
            .slice(0, 8)
            .toLowerCase()
            .replace(/[^a-z0-9]/g, 'x')}`;
          await t.app.inject({
            method: 'POST',
            url: '/api/me/username',
            headers: sameOrigin(t, user.cookie),
            payload: { username, role: 'buyer' },
          });
          return user;
        }),
      );
      const results = await Promise.all(people.map((person) => like(id!, person.cookie)));
      expect(results.every((res) => res.statusCode === 200)).toBe(true);
      expect(await likeCount(id!)).toBe(20);
      const repeated = await Promise.all(Array.from({ length: 10 }, () => like(id!, buyer.cookie)));
      expect(repeated.every((res) => res.statusCode === 200)).toBe(true);
      expect([await likeCount(id!), await likeRows(id!)]).toEqual([21, 21]);
      await Promise.all([
        ...people.slice(0, 10).map((person) => like(id!, person.cookie, 'DELETE')),
        like(id!, buyer.cookie, 'DELETE'),
        like(id!, buyer.cookie, 'DELETE'),
      ]);
      expect([await likeCount(id!), await likeRows(id!)]).toEqual([10, 10]);
    },
    SETUP_TIMEOUT_MS,
  );

  it('fills the library newest like first, without hidden tracks, and needs a login', async () => {
    const [one, , three] = trackIds;
    await like(one!, buyer.cookie);
    await like(three!, buyer.cookie);
    const res = await t.app.inject({ method: 'GET', url: '/api/me/likes', headers: sameOrigin(t, buyer.cookie) });
    const page = res.json() as TFeedPage;
    expect(page.items.map((card) => card.title)).toEqual(['Three', 'One']);
    expect(page.items.every((card) => card.isLiked)).toBe(true);
    await t.ctx.database.db.update(tracks).set({ isHidden: true }).where(eq(tracks.id, three!));
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/me/likes', headers: sameOrigin(t, buyer.cookie) })
    ).json() as TFeedPage;
    expect(after.items.map((card) => card.title)).toEqual(['One']);
    await t.ctx.database.db.update(tracks).set({ isHidden: false }).where(eq(tracks.id, three!));
    expect((await t.app.inject({ method: 'GET', url: '/api/me/likes' })).statusCode).toBe(401);
  });
});

describe('plays', () => {
  const play = (id: string, options: { cookie?: string; ip?: string; ua?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tracks/${id}/play`,
      headers: { ...sameOrigin(t, options.cookie), 'user-agent': options.ua ?? 'Firefox' },
      remoteAddress: options.ip ?? '10.0.0.1',
    });

  it('counts one play per listener and track per 10 minutes, visitors by network address', async () => {
    const [, , id] = trackIds;
    expect((await play(id!, { cookie: buyer.cookie })).json()).toEqual({ counted: true, playCount: 1 });
    expect((await play(id!, { cookie: buyer.cookie })).json()).toEqual({ counted: false, playCount: 1 });
    expect((await play(id!)).json()).toEqual({ counted: true, playCount: 2 });
    expect((await play(id!)).json()).toMatchObject({ counted: false });
    expect((await play(id!, { ip: '10.0.0.2' })).json()).toMatchObject({ counted: true, playCount: 3 });
    const together = await Promise.all(Array.from({ length: 5 }, () => play(id!, { ip: '10.0.0.9' })));
    expect(together.filter((res) => res.json().counted)).toHaveLength(1);
    expect((await play(id!, { cookie: artist.cookie })).json()).toEqual({ counted: false, playCount: 4 });
    await t.ctx.database.db.execute(sql`update plays set window_start = window_start - interval '11 minutes'`);
    expect((await play(id!, { cookie: buyer.cookie })).json()).toEqual({ counted: true, playCount: 5 });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/me/tracks', headers: sameOrigin(t, artist.cookie) })
    ).json() as { items: { id: string; playCount: number }[] };
    expect(mine.items.find((item) => item.id === id)?.playCount).toBe(5);
    expect((await play(trackIds[3]!)).statusCode).toBe(404);
  });

  it('does not count a visitor again for changing the User-Agent or the address within an IPv6 /64', async () => {
    const [, id] = trackIds;
    const agents = ['Firefox', 'Chrome', 'Safari', `bot-${Date.now()}`, ''];
    const byAgent = await Promise.all(agents.map((ua) => play(id!, { ip: '203.0.113.7', ua })));
    expect(byAgent.filter((res) => res.json().counted)).toHaveLength(1);
    expect((await play(id!, { ip: '::ffff:203.0.113.7', ua: 'Edge' })).json()).toMatchObject({ counted: false });
    const sameNetwork = ['2001:db8:1:2::1', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0002::ffff'];
    const bySixAddress = [];
    for (const ip of sameNetwork) bySixAddress.push((await play(id!, { ip, ua: ip })).json().counted);
    expect(bySixAddress).toEqual([true, false, false]);
    expect((await play(id!, { ip: '2001:db8:1:3::1' })).json()).toMatchObject({ counted: true, playCount: 3 });
  });
});
