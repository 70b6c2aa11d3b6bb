import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { createAdmin, createArtist, createBuyer, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertSellableTrack, pendingPurchase, send } from '../purchases/purchase-fixtures';

const ACTORS = ['visitor', 'buyer', 'otherBuyer', 'artist', 'otherArtist', 'admin'] as const;
type TActor = (typeof ACTORS)[number];

interface Route {
  method: 'GET' | 'POST';
  name: string;
  url: () => string;
  payload?: object;
  /** The status each actor gets; someone else's purchase is 404, like a missing one. */
  expected: Record<TActor, number>;
}

/** Every route of decision 031 as visitor, buyer, another buyer, artist, another artist and admin. */
describe('access to suspension, disputes and refunds', () => {
  let t: TestApp;
  let actors: Record<Exclude<TActor, 'visitor'>, TestUser>;
  let purchaseId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [buyer, otherBuyer, artist, otherArtist, admin] = await Promise.all([
      createBuyer(t),
      createBuyer(t),
      createArtist(t),
      createArtist(t),
      createAdmin(t),
    ]);
    actors = { buyer, otherBuyer, artist, otherArtist, admin };
    const { trackId } = await insertSellableTrack(t, artist);
    purchaseId = await pendingPurchase(t, buyer, trackId);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const NO_SUCH = '00000000-0000-4000-8000-000000000000';
  const onlyAdmin = (adminStatus: number) => ({
    visitor: 404,
    buyer: 404,
    otherBuyer: 404,
    artist: 404,
    otherArtist: 404,
    admin: adminStatus,
  });
  const reason = { reason: 'Checking access.' };
  const ROUTES: Route[] = [
    {
      method: 'GET',
      name: 'GET /api/admin/users',
      url: () => `/api/admin/users?q=${actors.buyer.email}`,
      expected: onlyAdmin(200),
    },
    {
      method: 'POST',
      name: 'POST /api/admin/users/:userId/suspend',
      url: () => `/api/admin/users/${NO_SUCH}/suspend`,
      payload: reason,
      expected: onlyAdmin(404),
    },
    {
      method: 'POST',
      name: 'POST /api/admin/users/:userId/remove',
      url: () => `/api/admin/users/${NO_SUCH}/remove`,
      payload: reason,
      expected: onlyAdmin(404),
    },
    {
      method: 'POST',
      name: 'POST /api/admin/users/:userId/restore',
      url: () => `/api/admin/users/${actors.buyer.userId}/restore`,
      payload: reason,
      expected: onlyAdmin(409),
    },
    {
      method: 'GET',
      name: 'GET /api/admin/disputes',
      url: () => '/api/admin/disputes?status=closed',
      expected: onlyAdmin(200),
    },
    {
      method: 'GET',
      name: 'GET /api/admin/disputes/:id',
      url: () => `/api/admin/disputes/${NO_SUCH}`,
      expected: onlyAdmin(404),
    },
    {
      method: 'POST',
      name: 'POST /api/admin/disputes/:id/decide',
      url: () => `/api/admin/disputes/${NO_SUCH}/decide`,
      payload: { ...reason, decision: 'closed' },
      expected: onlyAdmin(404),
    },
    { method: 'GET', name: 'GET /api/admin/refunds', url: () => '/api/admin/refunds', expected: onlyAdmin(200) },
    {
      method: 'GET',
      name: 'GET /api/purchases/:id/trust',
      url: () => `/api/purchases/${purchaseId}/trust`,
      expected: { visitor: 401, buyer: 200, otherBuyer: 404, artist: 200, otherArtist: 404, admin: 404 },
    },
    {
      method: 'POST',
      name: 'POST /api/purchases/:id/dispute (too early for its buyer)',
      url: () => `/api/purchases/${purchaseId}/dispute`,
      payload: { reason: 'not_approved', message: 'Waiting.' },
      expected: { visitor: 401, buyer: 409, otherBuyer: 404, artist: 403, otherArtist: 403, admin: 403 },
    },
    {
      method: 'POST',
      name: 'POST /api/purchases/:id/refund-received (not rejected for its buyer)',
      url: () => `/api/purchases/${purchaseId}/refund-received`,
      expected: { visitor: 401, buyer: 409, otherBuyer: 404, artist: 403, otherArtist: 403, admin: 403 },
    },
  ];

  for (const route of ROUTES) {
    it(route.name, async () => {
      for (const actor of ACTORS) {
        const cookie = actor === 'visitor' ? undefined : actors[actor].cookie;
        const res = await send(t, route.method, route.url(), cookie, route.payload);
        expect(res.statusCode, `${route.name} as ${actor}: ${res.body}`).toBe(route.expected[actor]);
        if (route.expected[actor] >= 400) expect(res.json().error.message.length).toBeGreaterThan(0);
      }
    });
  }
});
