import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { CATALOGUE_CHANGED_EVENT } from '../../src/realtime/event-bus';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let firstTrack: string | undefined;

beforeAll(async () => {
  t = await createTestApp({ env: { VISITOR_CACHE_MS: '10000' }, startBackground: true });
  [artist, buyer, otherBuyer] = await Promise.all([createArtist(t), createBuyer(t), createBuyer(t)]);
  [firstTrack] = await insertReadyTracks(t, artist.userId, [{ title: 'First' }]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const FEED = '/api/tracks?sort=recent';
const read = async (cookie?: string, encoding = 'identity') => {
  const response = await t.app.inject({
    url: FEED,
    headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  const text =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
  return { response, page: JSON.parse(text) as TFeedPage };
};
const titles = (page: TFeedPage) => page.items.map((item) => item.title);

describe('the visitor cache', () => {
  it('answers visitors from one shared, compressed copy, and signed-in people from the same page with their own flags', async () => {
    expect(titles((await read()).page)).toEqual(['First']);
    await insertReadyTracks(t, artist.userId, [{ title: 'Second' }]);
    // Written behind the app's back: no event, so only a read of the database can show it.
    await t.ctx.database.db.execute(
      sql`insert into likes (user_id, track_id) values (${buyer.userId}, ${firstTrack!})`,
    );

    const cached = await read(undefined, 'gzip, deflate, br');
    expect(cached.response.headers['content-encoding']).toBe('br');
    expect(cached.response.headers.vary).toContain('accept-encoding');
    expect(cached.response.headers['content-security-policy']).toBeDefined();
    expect(titles(cached.page)).toEqual(['First']);
    expect(cached.page.items[0]?.isLiked).toBe(false);

    const own = (await read(buyer.cookie)).page;
    expect(titles(own)).toEqual(['First']);
    expect(own.items[0]?.isLiked).toBe(true);
    expect((await read(otherBuyer.cookie)).page.items[0]?.isLiked).toBe(false);
    expect((await read()).page.items[0]?.isLiked).toBe(false);
    await t.ctx.database.db.execute(sql`delete from likes where user_id = ${buyer.userId}`);
  });

  it('is rebuilt after a change made through the API, so the next visitor sees it', async () => {
    // The like is also announced to every instance; wait for it, so it cannot land in the next test.
    const announced = new Promise<void>((resolve) => {
      const stop = t.ctx.events.onAnyEvent((event) => {
        if (event.type !== CATALOGUE_CHANGED_EVENT) return;
        stop();
        resolve();
      });
    });
    const like = await t.app.inject({
      method: 'PUT',
      url: `/api/tracks/${firstTrack!}/like`,
      headers: sameOrigin(t, buyer.cookie),
    });
    expect(like.statusCode).toBe(200);
    await announced;
    const { page } = await read();
    expect(titles(page)).toEqual(['Second', 'First']);
    expect(page.items.find((item) => item.title === 'First')?.likeCount).toBe(1);
    const own = (await read(buyer.cookie)).page.items.find((item) => item.title === 'First');
    expect(own).toMatchObject({ likeCount: 1, isLiked: true });
  });

  it('is rebuilt after an event from any instance, such as a track finishing its processing', async () => {
    await insertReadyTracks(t, artist.userId, [{ title: 'Third' }]);
    expect(titles((await read()).page)).toEqual(['Second', 'First']);
    await t.ctx.events.publish(t.ctx.database.db, { userIds: [artist.userId], type: 'track.ready', data: {} });
    await expect.poll(async () => titles((await read()).page)).toEqual(['Third', 'Second', 'First']);
    expect(titles((await read(buyer.cookie)).page)).toEqual(['Third', 'Second', 'First']);
  });

  it('keeps a signed-in person their own copy, dropped by their next write and by their sign-out', async () => {
    const own = async (title: string) => (await read(buyer.cookie)).page.items.find((item) => item.title === title);
    expect(await own('First')).toMatchObject({ isLiked: true });
    // Behind the app's back: the person's kept copy still answers, as a visitor's would.
    await t.ctx.database.db.execute(sql`delete from likes where user_id = ${buyer.userId}`);
    expect(await own('First')).toMatchObject({ isLiked: true });

    const third = (await read()).page.items.find((item) => item.title === 'Third')!;
    const like = await t.app.inject({
      method: 'PUT',
      url: `/api/tracks/${third.id}/like`,
      headers: sameOrigin(t, buyer.cookie),
    });
    expect(like.statusCode).toBe(200);
    expect(await own('Third')).toMatchObject({ isLiked: true });
    expect(await own('First')).toMatchObject({ isLiked: false });
    expect((await read(otherBuyer.cookie)).page.items.find((item) => item.title === 'Third')).toMatchObject({
      isLiked: false,
    });

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: sameOrigin(t, buyer.cookie),
    });
    expect(signOut.statusCode).toBe(200);
    expect((await read(buyer.cookie)).page.items.every((item) => !item.isLiked)).toBe(true);
  });

  it('does not keep an answer that is not a 200', async () => {
    const missing = '/api/tracks/00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ url: missing })).statusCode).toBe(404);
    expect((await t.app.inject({ url: missing })).statusCode).toBe(404);
  });
});
