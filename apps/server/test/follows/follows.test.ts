import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { TArtistPage } from '@beatpasal/shared/schemas/catalogue-api';
import { follows, followingFeedItems, jobs, tracks } from '../../src/db/schema/index';
import { enqueueNewTrackFanOut, FAN_OUT_NEW_TRACK_JOB } from '../../src/jobs/new-track-fan-out';
import { createAdmin, createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertArtistProfile, insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { drainFanOut, fanOutWorker, follow, getJson } from './follow-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let otherArtist: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artist, buyer, otherArtist] = await Promise.all([createArtist(t), createBuyer(t), createArtist(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const feed = (cookie: string, cursor?: string) =>
  getJson<TFeedPage>(t, `/api/me/following/tracks${cursor ? `?cursor=${cursor}` : ''}`, cookie);
const followed = (cookie: string) => getJson<TArtistPage>(t, '/api/me/following', cookie);

describe('following an artist', () => {
  it('is idempotent both ways, counts followers, and shows the viewer their state', async () => {
    expect((await follow(t, artist.username, buyer.cookie)).json()).toEqual({ isFollowing: true, followerCount: 1 });
    expect((await follow(t, artist.username, buyer.cookie)).json()).toEqual({ isFollowing: true, followerCount: 1 });
    expect((await follow(t, artist.username, otherArtist.cookie)).json()).toEqual({
      isFollowing: true,
      followerCount: 2,
    });
    expect((await follow(t, artist.username, buyer.cookie, 'GET')).json()).toEqual({
      isFollowing: true,
      followerCount: 2,
    });
    expect((await follow(t, artist.username, undefined, 'GET')).json()).toEqual({
      isFollowing: false,
      followerCount: 2,
    });
    expect((await follow(t, artist.username, buyer.cookie, 'DELETE')).json()).toEqual({
      isFollowing: false,
      followerCount: 1,
    });
    expect((await follow(t, artist.username, buyer.cookie, 'DELETE')).json()).toEqual({
      isFollowing: false,
      followerCount: 1,
    });
    await follow(t, artist.username, otherArtist.cookie, 'DELETE');
  });

  it('needs a login, refuses following yourself, an administrator, and an unknown artist', async () => {
    const visitor = await follow(t, artist.username);
    expect([visitor.statusCode, visitor.json().error.message]).toEqual([401, 'Please log in to follow artists.']);
    const self = await follow(t, artist.username, artist.cookie);
    expect([self.statusCode, self.json().error.message]).toEqual([403, "You can't follow yourself."]);
    const admin = await createAdmin(t);
    expect((await follow(t, artist.username, admin.cookie)).statusCode).toBe(403);
    expect((await follow(t, 'no_such_artist', buyer.cookie)).statusCode).toBe(404);
    expect((await follow(t, buyer.username, otherArtist.cookie)).statusCode).toBe(404);
    expect((await follow(t, 'no_such_artist', buyer.cookie, 'DELETE')).statusCode).toBe(404);
    expect((await follow(t, artist.username, undefined, 'GET')).json().followerCount).toBe(0);
  });

  it('copies the artist’s latest visible tracks into the Following feed, and unfollowing takes them out', async () => {
    const maker = await createArtist(t);
    const fan = await createBuyer(t);
    const [older, hidden, newer] = await insertReadyTracks(t, maker.userId, [
      { title: 'Older', createdAt: minutesAgo(30) },
      { title: 'Hidden', createdAt: minutesAgo(20), isHidden: true },
      { title: 'Newer', createdAt: minutesAgo(10) },
    ]);
    await insertReadyTracks(t, maker.userId, [{ title: 'Processing', status: 'processing' }]);
    expect((await feed(fan.cookie)).items).toEqual([]);
    await follow(t, maker.username, fan.cookie);
    expect((await feed(fan.cookie)).items.map((card) => card.id)).toEqual([newer, older]);
    // The hidden track is kept in the feed table and shows again once it is visible.
    await t.ctx.database.db.update(tracks).set({ isHidden: false }).where(eq(tracks.id, hidden!));
    expect((await feed(fan.cookie)).items.map((card) => card.id)).toEqual([newer, hidden, older]);
    expect((await followed(fan.cookie)).items.map((card) => card.username)).toEqual([maker.username]);

    await follow(t, maker.username, fan.cookie, 'DELETE');
    expect((await feed(fan.cookie)).items).toEqual([]);
    expect((await followed(fan.cookie)).items).toEqual([]);
    const left = await t.ctx.database.db
      .select()
      .from(followingFeedItems)
      .where(eq(followingFeedItems.followerId, fan.userId));
    expect(left).toEqual([]);
  });

  it('pages the feed and the Following list by keyset, newest first', async () => {
    const fan = await createBuyer(t);
    const makers = await Promise.all(Array.from({ length: 3 }, () => createArtist(t)));
    const ids: string[] = [];
    for (const [index, maker] of makers.entries()) {
      const specs = Array.from({ length: 4 }, (_, n) => ({ createdAt: minutesAgo(100 - index * 10 - n) }));
      ids.push(...(await insertReadyTracks(t, maker.userId, specs)));
      await follow(t, maker.username, fan.cookie);
    }
    const first = await feed(fan.cookie);
    expect(first.items).toHaveLength(9);
    const second = await feed(fan.cookie, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((card) => card.id)).toEqual(ids.reverse());
    expect((await followed(fan.cookie)).items.map((card) => card.username)).toEqual(
      makers.map((maker) => maker.username).reverse(),
    );
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/me/following/tracks?cursor=${Buffer.from('["recent","x"]').toString('base64url')}`,
      headers: sameOrigin(t, fan.cookie),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('drops a suspended artist: not followable, not listed, tracks out of the feed, and still unfollowable', async () => {
    const maker = await createArtist(t);
    const fan = await createBuyer(t);
    const admin = await createAdmin(t);
    const [trackId] = await insertReadyTracks(t, maker.userId, [{ title: 'Before' }]);
    await follow(t, maker.username, fan.cookie);
    expect((await feed(fan.cookie)).items.map((card) => card.id)).toEqual([trackId]);
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${maker.userId}/suspend`,
      headers: sameOrigin(t, admin.cookie),
      payload: { reason: 'Testing follows.' },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await feed(fan.cookie)).items).toEqual([]);
    expect((await followed(fan.cookie)).items).toEqual([]);
    const other = await createBuyer(t);
    expect((await follow(t, maker.username, other.cookie)).statusCode).toBe(404);
    expect((await follow(t, maker.username, undefined, 'GET')).statusCode).toBe(404);
    expect((await follow(t, maker.username, fan.cookie, 'DELETE')).json()).toEqual({
      isFollowing: false,
      followerCount: 0,
    });
  });

  it('says which of a page of artist cards the person follows, in one request', async () => {
    const fan = await createBuyer(t);
    const [one, two] = await Promise.all([createArtist(t), createArtist(t)]);
    await follow(t, one.username, fan.cookie);
    const among = await getJson<{ artistIds: string[] }>(
      t,
      `/api/me/following/among?artists=${one.userId},${two.userId},${one.userId}`,
      fan.cookie,
    );
    expect(among.artistIds).toEqual([one.userId]);
    const tooMany = Array.from({ length: 49 }, (_, n) => `artist-${n}`).join(',');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/me/following/among?artists=${tooMany}`,
      headers: sameOrigin(t, fan.cookie),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('limits follows and unfollows per person per hour', async () => {
    const maker = await createArtist(t);
    const fan = await createBuyer(t);
    for (let n = 0; n < 60; n += 1) {
      expect((await follow(t, maker.username, fan.cookie)).statusCode).toBe(200);
      expect((await follow(t, maker.username, fan.cookie, 'DELETE')).statusCode).toBe(200);
    }
    const limited = await follow(t, maker.username, fan.cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await follow(t, maker.username, fan.cookie, 'GET')).json().isFollowing).toBe(false);
  });
});

describe('fanning a new track out to followers', () => {
  it('writes every follower’s feed in batches, one job per batch, and never twice', async () => {
    const maker = await createArtist(t);
    const fans = await Promise.all(Array.from({ length: 5 }, () => insertArtistProfile(t, 'Fan')));
    await t.ctx.database.db.insert(follows).values(fans.map((fan) => ({ artistId: maker.userId, followerId: fan.id })));
    const [trackId] = await insertReadyTracks(t, maker.userId, [{ title: 'Fresh' }]);
    await t.ctx.database.db.delete(jobs);
    await enqueueNewTrackFanOut(t.ctx.database.db, trackId!);
    await enqueueNewTrackFanOut(t.ctx.database.db, trackId!);

    const worker = fanOutWorker(t, 2);
    expect(await drainFanOut(worker)).toBe(3);
    const rows = await t.ctx.database.db
      .select({ followerId: followingFeedItems.followerId })
      .from(followingFeedItems)
      .where(eq(followingFeedItems.trackId, trackId!));
    expect(rows.map((row) => row.followerId).sort()).toEqual(fans.map((fan) => fan.id).sort());
    const runs = await t.ctx.database.db
      .select({ payload: jobs.payload, doneAt: jobs.doneAt })
      .from(jobs)
      .where(eq(jobs.kind, FAN_OUT_NEW_TRACK_JOB));
    expect(runs).toHaveLength(3);
    expect(runs.every((run) => run.doneAt !== null)).toBe(true);

    // A track processed again enqueues nothing new; a batch retried writes nothing twice.
    await enqueueNewTrackFanOut(t.ctx.database.db, trackId!);
    expect(await drainFanOut(worker)).toBe(0);
  });

  it('skips a track that was deleted before its batch ran', async () => {
    const maker = await createArtist(t);
    const fan = await insertArtistProfile(t, 'Fan');
    await t.ctx.database.db.insert(follows).values({ artistId: maker.userId, followerId: fan.id });
    const [trackId] = await insertReadyTracks(t, maker.userId, [{ title: 'Gone' }]);
    await enqueueNewTrackFanOut(t.ctx.database.db, trackId!);
    await t.ctx.database.db.delete(tracks).where(eq(tracks.id, trackId!));
    expect(await drainFanOut(fanOutWorker(t, 2))).toBe(1);
    const rows = await t.ctx.database.db
      .select()
      .from(followingFeedItems)
      .where(and(eq(followingFeedItems.followerId, fan.id), inArray(followingFeedItems.trackId, [trackId!])));
    expect(rows).toEqual([]);
  });
});
