import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createArtist,
  createBuyer,
  sameOrigin,
  signUpAndVerify,
  type TestUser,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

type TActor = 'visitor' | 'needsUsername' | 'buyer' | 'artist' | 'admin';

interface AdminRoute {
  method: 'GET' | 'POST';
  url: () => string;
  /** For a url known only once the accounts exist. */
  name?: string;
  payload?: object;
  /** What an administrator gets: the route exists and works for them. */
  adminStatus: number;
}

/** Every /api/admin route: 404 for everyone but an administrator, so the area is not advertised. */
describe('access to the admin API', () => {
  let t: TestApp;
  let actors: Record<Exclude<TActor, 'visitor'>, TestUser>;

  beforeAll(async () => {
    t = await createTestApp();
    const [needsUsername, buyer, artist, admin] = await Promise.all([
      signUpAndVerify(t),
      createBuyer(t),
      createArtist(t),
      createAdmin(t),
    ]);
    actors = { needsUsername, buyer, artist, admin };
  });
  afterAll(() => t.close());

  const NO_SUCH = '00000000-0000-4000-8000-000000000000';
  const reason = { reason: 'Checking access.' };
  /** An administrator's answer proves the route exists: 200, or a 404 that names the missing row. */
  const ROUTES: AdminRoute[] = [
    { method: 'GET', url: () => '/api/admin/audit', adminStatus: 200 },
    { method: 'GET', url: () => '/api/admin/audit?action=track.hide', adminStatus: 200 },
    { method: 'GET', url: () => '/api/admin/reports', adminStatus: 200 },
    { method: 'GET', url: () => '/api/admin/reports?status=dismissed', adminStatus: 200 },
    { method: 'POST', url: () => `/api/admin/reports/${NO_SUCH}/dismiss`, payload: reason, adminStatus: 404 },
    { method: 'POST', url: () => `/api/admin/tracks/${NO_SUCH}/hide`, payload: reason, adminStatus: 404 },
    { method: 'POST', url: () => `/api/admin/tracks/${NO_SUCH}/restore`, payload: reason, adminStatus: 404 },
    { method: 'GET', url: () => '/api/admin/overview', adminStatus: 200 },
    { method: 'GET', url: () => '/api/admin/takedowns', adminStatus: 200 },
    { method: 'GET', url: () => '/api/admin/takedowns?status=removed', adminStatus: 200 },
    { method: 'POST', url: () => `/api/admin/takedowns/${NO_SUCH}/restore`, payload: reason, adminStatus: 404 },
    { method: 'POST', url: () => `/api/admin/takedowns/${NO_SUCH}/remove`, payload: reason, adminStatus: 404 },
    { method: 'GET', url: () => '/api/admin/contact', adminStatus: 200 },
    { method: 'GET', url: () => '/api/admin/contact?state=handled', adminStatus: 200 },
    { method: 'POST', url: () => `/api/admin/contact/${NO_SUCH}/handle`, adminStatus: 404 },
    { method: 'GET', url: () => '/api/admin/appeals', adminStatus: 200 },
    { method: 'GET', url: () => '/api/admin/media/opus-backfill', adminStatus: 200 },
    { method: 'POST', url: () => '/api/admin/media/opus-backfill', payload: { action: 'stop' }, adminStatus: 200 },
    {
      method: 'POST',
      url: () => `/api/admin/strikes/${NO_SUCH}/appeal`,
      payload: { ...reason, decision: 'upheld' },
      adminStatus: 404,
    },
    {
      method: 'POST',
      name: '/api/admin/users/:userId/warn',
      url: () => `/api/admin/users/${actors.buyer.userId}/warn`,
      payload: reason,
      adminStatus: 200,
    },
  ];

  const send = (route: AdminRoute, cookie: string | undefined) =>
    t.app.inject({ method: route.method, url: route.url(), headers: sameOrigin(t, cookie), payload: route.payload });

  for (const route of ROUTES) {
    it(`${route.method} ${route.name ?? route.url()}`, async () => {
      for (const actor of ['visitor', 'needsUsername', 'buyer', 'artist'] as const) {
        const res = await send(route, actor === 'visitor' ? undefined : actors[actor].cookie);
        expect(res.statusCode, `${route.method} ${route.url()} as ${actor}`).toBe(404);
        expect(res.json().error.message).toBe('Not found.');
      }
      expect((await send(route, actors.admin.cookie)).statusCode).toBe(route.adminStatus);
    });
  }
});
