import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { sessions } from '../../src/db/schema/index';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { signInTestUser } from './sign-in-test-user';

/** Long enough that only an invalidation, never the clock, can make the caches read again within a test. */
const CACHES = { SESSION_CACHE_MS: '60000', VISITOR_CACHE_MS: '10000' };

const signedInId = async (t: TestApp, cookie: string) =>
  ((await t.app.inject({ url: '/api/me', headers: { cookie } })).json() as { user: { id: string } | null }).user?.id ??
  null;

describe('the session cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ startBackground: true, env: CACHES });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('stops recognising a session revoked in the database by any code path', async () => {
    const user = await signInTestUser(t);
    expect(await signedInId(t, user.cookie)).toBe(user.id);
    await t.ctx.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await expect.poll(() => signedInId(t, user.cookie)).toBeNull();
  });

  it('forgets a session as soon as it is signed out', async () => {
    const user = await signInTestUser(t);
    expect(await signedInId(t, user.cookie)).toBe(user.id);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: sameOrigin(t, user.cookie),
    });
    expect(signOut.statusCode).toBe(200);
    expect(await signedInId(t, user.cookie)).toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'instance caches across two instances on one PostgreSQL database',
  () => {
    let shared: TestDatabase;
    let a: TestApp;
    let b: TestApp;
    let buyer: TestAccount;
    let trackId: string | undefined;
    beforeAll(async () => {
      shared = await createTestDatabase();
      const env = { ...CACHES, AUTH_SECRET: randomBytes(32).toString('base64url') };
      a = await createTestApp({ sharedDatabase: shared, startBackground: true, env });
      b = await createTestApp({ sharedDatabase: shared, startBackground: true, env });
      const artist = await createArtist(a);
      buyer = await createBuyer(a);
      [trackId] = await insertReadyTracks(a, artist.userId, [{ title: 'Liked across instances' }]);
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await shared?.drop();
    });

    it('a sign-out on instance A ends the session on instance B at once', async () => {
      const user = await signInTestUser(a);
      expect(await signedInId(b, user.cookie)).toBe(user.id);
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: sameOrigin(a, user.cookie) }))
          .statusCode,
      ).toBe(200);
      await expect.poll(() => signedInId(b, user.cookie)).toBeNull();
    });

    it("a like on instance A refreshes instance B's visitor cache", async () => {
      const likesOnB = async () => {
        const response = await b.app.inject({
          url: '/api/tracks?sort=recent',
          headers: { 'accept-encoding': 'identity' },
        });
        return (response.json() as TFeedPage).items.find((item) => item.id === trackId)?.likeCount;
      };
      expect(await likesOnB()).toBe(0);
      const like = await a.app.inject({
        method: 'PUT',
        url: `/api/tracks/${trackId!}/like`,
        headers: sameOrigin(a, buyer.cookie),
      });
      expect(like.statusCode).toBe(200);
      await expect.poll(likesOnB).toBe(1);
    });
  },
);
