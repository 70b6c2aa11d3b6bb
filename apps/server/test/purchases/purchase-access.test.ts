import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPurchase } from '@beatpasal/shared/schemas/purchases';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { buy, insertSellableTrack, pendingPurchase, send, submitProof } from './purchase-fixtures';

type TActor = 'visitor' | 'buyer' | 'otherBuyer' | 'otherArtist' | 'artist';
/** The owners last: a route that changes state has been refused to everyone else before it runs for them. */
const ACTORS: TActor[] = ['visitor', 'otherBuyer', 'otherArtist', 'buyer', 'artist'];

let t: TestApp;
let accounts: Record<Exclude<TActor, 'visitor'>, TestAccount>;
let trackId: string;
let master: Buffer;
let approvedId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [buyer, otherBuyer, artist, otherArtist] = await Promise.all([
    createBuyer(t),
    createBuyer(t),
    createArtist(t),
    createArtist(t),
  ]);
  accounts = { buyer, otherBuyer, artist, otherArtist };
  ({ trackId, master } = await insertSellableTrack(t, artist));
  approvedId = await pendingPurchase(t, buyer, trackId);
  await send(t, 'POST', `/api/purchases/${approvedId}/approve`, artist.cookie);
  while ((await t.ctx.worker.runOnce()) > 0);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const cookieOf = (actor: TActor) => (actor === 'visitor' ? undefined : accounts[actor].cookie);
const accountOf = (actor: TActor) => (actor === 'visitor' ? undefined : accounts[actor]);
const freshPending = async () =>
  pendingPurchase(t, accounts.buyer, (await insertSellableTrack(t, accounts.artist)).trackId);
const freshAwaiting = async () =>
  ((await buy(t, accounts.buyer, (await insertSellableTrack(t, accounts.artist)).trackId, 'lease')).json() as TPurchase)
    .id;

async function postAlternate(id: string, cookie: string | undefined) {
  const form = await multipart({}, { alternate: { bytes: master, filename: 'hq.wav', contentType: 'audio/wav' } });
  return t.app.inject({
    method: 'POST',
    url: `/api/purchases/${id}/alternate`,
    headers: { ...sameOrigin(t, cookie), ...form.headers },
    payload: form.payload,
  });
}

const buyerOnly = { visitor: 401, buyer: 200, otherBuyer: 404, artist: 403, otherArtist: 403 };
const sellerOnly = { visitor: 401, buyer: 403, otherBuyer: 403, artist: 200, otherArtist: 404 };
const bothSides = { visitor: 401, buyer: 200, otherBuyer: 404, artist: 200, otherArtist: 404 };
const buyersFiles = { visitor: 401, buyer: 200, otherBuyer: 404, artist: 404, otherArtist: 404 };

interface Route {
  name: string;
  /** Makes what the route needs (once for every caller) and returns the call. */
  setup: () => Promise<(actor: TActor) => Promise<{ statusCode: number; body: string }>>;
  expected: Record<TActor, number>;
}

const routes: Route[] = [
  {
    name: 'POST /api/purchases',
    setup: async () => (actor) => buy(t, accountOf(actor), trackId, 'exclusive'),
    expected: { visitor: 401, buyer: 201, otherBuyer: 201, artist: 403, otherArtist: 403 },
  },
  {
    name: 'GET /api/purchases/:id',
    setup: async () => (actor) => send(t, 'GET', `/api/purchases/${approvedId}`, cookieOf(actor)),
    expected: bothSides,
  },
  {
    name: 'POST /api/purchases/:id/proof',
    setup: async () => {
      const id = await freshAwaiting();
      return (actor) => submitProof(t, accountOf(actor), id);
    },
    expected: buyerOnly,
  },
  {
    name: 'POST /api/purchases/:id/approve',
    setup: async () => {
      const id = await freshPending();
      return (actor) => send(t, 'POST', `/api/purchases/${id}/approve`, cookieOf(actor));
    },
    expected: sellerOnly,
  },
  {
    name: 'POST /api/purchases/:id/reject',
    setup: async () => {
      const id = await freshPending();
      return (actor) =>
        send(t, 'POST', `/api/purchases/${id}/reject`, cookieOf(actor), { reason: 'wrong_track', refundNpr: 1500 });
    },
    expected: sellerOnly,
  },
  {
    name: 'POST /api/purchases/:id/alternate',
    setup: async () => {
      const id = await freshPending();
      await send(t, 'POST', `/api/purchases/${id}/approve`, accounts.artist.cookie);
      return (actor) => postAlternate(id, cookieOf(actor));
    },
    expected: sellerOnly,
  },
  {
    name: 'GET /api/purchases/:id/download',
    setup: async () => (actor) => send(t, 'GET', `/api/purchases/${approvedId}/download?file=mp3`, cookieOf(actor)),
    expected: buyersFiles,
  },
  {
    name: 'GET /api/purchases/:id/agreement',
    setup: async () => (actor) => send(t, 'GET', `/api/purchases/${approvedId}/agreement`, cookieOf(actor)),
    expected: bothSides,
  },
  {
    name: 'GET /api/purchases/:id/screenshot',
    setup: async () => (actor) => send(t, 'GET', `/api/purchases/${approvedId}/screenshot`, cookieOf(actor)),
    expected: bothSides,
  },
  {
    name: 'GET /api/me/purchases',
    setup: async () => (actor) => send(t, 'GET', '/api/me/purchases', cookieOf(actor)),
    expected: { visitor: 401, buyer: 200, otherBuyer: 200, artist: 403, otherArtist: 403 },
  },
  {
    name: 'GET /api/me/sales',
    setup: async () => (actor) => send(t, 'GET', '/api/me/sales', cookieOf(actor)),
    expected: { visitor: 401, buyer: 403, otherBuyer: 403, artist: 200, otherArtist: 200 },
  },
];

describe('access rules of the purchase routes, for every kind of caller', () => {
  for (const route of routes) {
    it(
      route.name,
      async () => {
        const call = await route.setup();
        for (const actor of ACTORS) {
          const res = await call(actor);
          expect(res.statusCode, `${route.name} as ${actor}: ${res.body}`).toBe(route.expected[actor]);
        }
      },
      60_000,
    );
  }

  it('an id that is not a purchase id is not found, not a validation error', async () => {
    expect((await send(t, 'GET', '/api/purchases/not-a-uuid', accounts.buyer.cookie)).statusCode).toBe(404);
  });

  it('signed download links stop working after an hour', async () => {
    const link = (
      await send(t, 'GET', `/api/purchases/${approvedId}/download?file=master`, accounts.buyer.cookie)
    ).json() as { url: string; expiresAt: string };
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(3590 * 1000);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3601 * 1000);
    const late = await t.app.inject({ method: 'GET', url: link.url });
    vi.useRealTimers();
    expect(late.statusCode).toBe(403);
  });
});
