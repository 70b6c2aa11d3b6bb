import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracks } from '../../src/db/schema/index';
import {
  createArtist,
  createBuyer,
  sameOrigin,
  signUpAndVerify,
  type TestAccount,
  type TestUser,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  insertReadyTracks,
  LEASE_1500,
  postUpload,
  uploadForm,
  SETUP_TIMEOUT_MS,
} from '../catalogue/catalogue-fixtures';

type TActor = 'visitor' | 'needsUsername' | 'buyer' | 'otherBuyer' | 'otherArtist' | 'artist';
const ACTORS: TActor[] = ['visitor', 'needsUsername', 'buyer', 'otherBuyer', 'otherArtist', 'artist'];

interface Sent {
  statusCode: number;
  body: string;
}

let t: TestApp;
let actors: Record<Exclude<TActor, 'visitor'>, TestUser | TestAccount>;
let artist: TestAccount;
let visibleId: string;
let processingId: string;
let masterKeys: string[];

beforeAll(async () => {
  t = await createTestApp();
  const [needsUsername, buyer, otherBuyer, owner, otherArtist] = await Promise.all([
    signUpAndVerify(t),
    createBuyer(t),
    createBuyer(t),
    createArtist(t),
    createArtist(t),
  ]);
  artist = owner;
  actors = { needsUsername, buyer, otherBuyer, artist: owner, otherArtist };
  visibleId = (await insertReadyTracks(t, owner.userId, [{ title: 'Visible' }]))[0]!;
  const upload = await postUpload(t, owner.cookie, await uploadForm({ title: 'Processing' }));
  processingId = (upload.json() as { id: string }).id;
  masterKeys = (await t.ctx.database.db.select({ key: tracks.masterKey }).from(tracks)).map((row) => row.key);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const cookieOf = (actor: TActor) => (actor === 'visitor' ? undefined : actors[actor].cookie);
const send = (
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: object,
) => t.app.inject({ method, url, headers: sameOrigin(t, cookie), payload });

const everyone = (status: number) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<TActor, number>;
const artistsOnly = { visitor: 401, needsUsername: 403, buyer: 403, otherBuyer: 403, otherArtist: 200, artist: 200 };
const ownerOnly = { ...artistsOnly, otherArtist: 404 };
const signedIn = { ...everyone(200), visitor: 401 };

const routes: {
  name: string;
  call: (cookie: string | undefined) => Promise<Sent>;
  expected: Record<TActor, number>;
}[] = [
  {
    name: 'POST /api/me/tracks',
    call: async (c) => postUpload(t, c, await uploadForm()),
    expected: { ...artistsOnly, otherArtist: 201, artist: 201 },
  },
  { name: 'GET /api/me/tracks', call: (c) => send('GET', '/api/me/tracks', c), expected: artistsOnly },
  {
    name: 'GET /api/me/tracks/:id',
    call: (c) => send('GET', `/api/me/tracks/${processingId}`, c),
    expected: ownerOnly,
  },
  {
    name: 'PATCH /api/me/tracks/:id',
    call: (c) => send('PATCH', `/api/me/tracks/${processingId}`, c, { title: 'Renamed' }),
    expected: ownerOnly,
  },
  {
    name: 'POST /api/me/tracks/:id/retry',
    call: (c) => send('POST', `/api/me/tracks/${processingId}/retry`, c),
    expected: ownerOnly,
  },
  { name: 'GET /api/tracks', call: (c) => send('GET', '/api/tracks?sort=likes', c), expected: everyone(200) },
  {
    name: 'GET /api/tracks/:id (visible)',
    call: (c) => send('GET', `/api/tracks/${visibleId}`, c),
    expected: everyone(200),
  },
  {
    name: 'GET /api/tracks/:id (processing)',
    call: (c) => send('GET', `/api/tracks/${processingId}`, c),
    expected: { ...everyone(404), artist: 200 },
  },
  {
    name: 'GET /api/tracks/:id/stream',
    call: (c) => send('GET', `/api/tracks/${visibleId}/stream`, c),
    expected: everyone(200),
  },
  {
    name: 'PUT /api/tracks/:id/like',
    call: (c) => send('PUT', `/api/tracks/${visibleId}/like`, c),
    expected: { ...signedIn, needsUsername: 403, artist: 403 },
  },
  {
    name: 'DELETE /api/tracks/:id/like',
    call: (c) => send('DELETE', `/api/tracks/${visibleId}/like`, c),
    expected: signedIn,
  },
  {
    name: 'POST /api/tracks/:id/play',
    call: (c) => send('POST', `/api/tracks/${visibleId}/play`, c),
    expected: everyone(200),
  },
  { name: 'GET /api/me/likes', call: (c) => send('GET', '/api/me/likes', c), expected: signedIn },
  { name: 'GET /api/genres', call: (c) => send('GET', '/api/genres', c), expected: everyone(200) },
  { name: 'GET /api/artists', call: (c) => send('GET', '/api/artists', c), expected: everyone(200) },
  {
    name: 'GET /api/artists/:username/tracks',
    call: (c) => send('GET', `/api/artists/${artist.username}/tracks?tab=likes`, c),
    expected: everyone(200),
  },
];

describe('access rules of the catalogue routes, for every kind of caller', () => {
  const bodies: string[] = [];
  for (const route of routes) {
    it(route.name, async () => {
      for (const actor of ACTORS) {
        const res = await route.call(cookieOf(actor));
        expect(res.statusCode, `${route.name} as ${actor}: ${res.body}`).toBe(route.expected[actor]);
        bodies.push(res.body);
      }
    });
  }

  it('DELETE /api/me/tracks/:id: 401, 403, 404 for others; the owner deletes', async () => {
    const [doomed] = await insertReadyTracks(t, artist.userId, [{ title: 'Doomed', licences: [LEASE_1500] }]);
    const expected = { ...ownerOnly, artist: 200 };
    for (const actor of ACTORS) {
      const res = await send('DELETE', `/api/me/tracks/${doomed}`, cookieOf(actor));
      expect(res.statusCode, `DELETE as ${actor}`).toBe(expected[actor]);
    }
    expect(await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, doomed!))).toEqual([]);
  });

  it('no answer of any route, to anyone, names a master file', () => {
    expect(bodies.length).toBeGreaterThan(routes.length * ACTORS.length - 1);
    for (const body of bodies) {
      expect(body).not.toContain('tracks-master');
      for (const key of masterKeys) expect(body).not.toContain(key);
    }
  });
});

describe('the master file is unreachable without a purchase', () => {
  it('answers 403 on the private route without a valid signature and 404 on the public one, for every caller', async () => {
    const stream = (await send('GET', `/api/tracks/${visibleId}/stream`, undefined)).json() as { url: string };
    const previewQuery = new URL(stream.url, 'http://x').search;
    const future = Math.floor(Date.now() / 1000) + 3600;
    const stored = (await t.ctx.database.db.select({ key: tracks.masterKey }).from(tracks)).map((row) => row.key);
    expect(stored.length).toBeGreaterThan(2);
    for (const key of stored) {
      const attempts = [
        `/files/private/${key}`,
        `/files/private/${key}${previewQuery}`,
        `/files/private/${key}?exp=${future}&sig=${'A'.repeat(43)}`,
      ];
      for (const actor of ACTORS) {
        for (const url of attempts)
          expect((await send('GET', url, cookieOf(actor))).statusCode, `${url} as ${actor}`).toBe(403);
        expect((await send('GET', `/files/public/${key}`, cookieOf(actor))).statusCode).toBe(404);
      }
    }
  });
});
