import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletQrs } from '../../src/db/schema/index';
import {
  artistProfileForm,
  createAdmin,
  createArtist,
  createBuyer,
  sameOrigin,
  signUpAndVerify,
  type TestAccount,
  type TestUser,
} from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testQrPng } from '../helpers/test-images';

type TActor = 'visitor' | 'needsUsername' | 'buyer' | 'otherBuyer' | 'artist' | 'otherArtist' | 'admin';

interface RouteCase {
  name: string;
  send: (cookie: string | undefined) => Promise<{ statusCode: number; json: () => { error?: { message: string } } }>;
  expected: Record<TActor, number>;
  messages?: Partial<Record<TActor, string>>;
}

/** Spec §6 enforced by the API: every account route for every kind of caller (DESIGN §3). */
describe('access rules of the account routes', () => {
  let t: TestApp;
  let actors: Record<Exclude<TActor, 'visitor'>, TestUser | TestAccount>;
  let artistQrId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [needsUsername, buyer, otherBuyer, artist, otherArtist, admin] = await Promise.all([
      signUpAndVerify(t),
      createBuyer(t),
      createBuyer(t, { fullName: 'Other Buyer' }),
      createArtist(t),
      createArtist(t),
      createAdmin(t),
    ]);
    actors = { needsUsername, buyer, otherBuyer, artist, otherArtist, admin };
    const [qr] = await t.ctx.database.db
      .select({ id: walletQrs.id })
      .from(walletQrs)
      .where(eq(walletQrs.artistId, artist.userId));
    artistQrId = qr!.id;
  });
  afterAll(() => t.close());

  const cookieOf = (actor: TActor) => (actor === 'visitor' ? undefined : actors[actor].cookie);
  const inject = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    cookie: string | undefined,
    body?: { payload: Buffer | object; headers?: Record<string, string> },
  ) => t.app.inject({ method, url, headers: { ...sameOrigin(t, cookie), ...body?.headers }, payload: body?.payload });

  const onlyBuyers = {
    visitor: 401,
    needsUsername: 403,
    buyer: 200,
    otherBuyer: 200,
    artist: 403,
    otherArtist: 403,
    admin: 403,
  };
  const onlyArtists = {
    visitor: 401,
    needsUsername: 403,
    buyer: 403,
    otherBuyer: 403,
    artist: 200,
    otherArtist: 200,
    admin: 403,
  };
  const artistOwnsQr = { ...onlyArtists, otherArtist: 404 };
  const buyerMessages = {
    needsUsername: 'Choose your username and role first.',
    artist: 'Only buyer accounts have a buyer profile.',
    admin: 'Only buyer accounts have a buyer profile.',
  };
  const artistMessages = {
    needsUsername: 'Choose your username and role first.',
    buyer: 'Only artist accounts have an artist profile.',
  };

  const cases: RouteCase[] = [
    {
      name: 'GET /api/me',
      send: (c) => inject('GET', '/api/me', c),
      expected: {
        visitor: 200,
        needsUsername: 200,
        buyer: 200,
        otherBuyer: 200,
        artist: 200,
        otherArtist: 200,
        admin: 200,
      },
    },
    {
      name: 'GET /api/me/buyer-profile',
      send: (c) => inject('GET', '/api/me/buyer-profile', c),
      expected: onlyBuyers,
      messages: buyerMessages,
    },
    {
      name: 'PUT /api/me/buyer-profile',
      send: (c) =>
        inject('PUT', '/api/me/buyer-profile', c, {
          payload: { fullName: 'Same Name', address: 'Bhaktapur', phone: '9861234567' },
        }),
      expected: onlyBuyers,
      messages: buyerMessages,
    },
    {
      name: 'GET /api/me/artist-profile',
      send: (c) => inject('GET', '/api/me/artist-profile', c),
      expected: onlyArtists,
      messages: artistMessages,
    },
    {
      name: 'PUT /api/me/artist-profile',
      send: async (c) => inject('PUT', '/api/me/artist-profile', c, await artistProfileForm({ files: {} })),
      expected: onlyArtists,
      messages: artistMessages,
    },
    {
      name: 'GET /api/me/wallet-qrs',
      send: (c) => inject('GET', '/api/me/wallet-qrs', c),
      expected: onlyArtists,
      messages: { buyer: 'Only artist accounts have wallet QR codes.' },
    },
    {
      name: 'POST /api/me/wallet-qrs',
      send: async (c) =>
        inject(
          'POST',
          '/api/me/wallet-qrs',
          c,
          await multipart({ label: 'bank' }, { image: { bytes: await testQrPng('bank-qr'), filename: 'q.png' } }),
        ),
      expected: { ...onlyArtists, artist: 201, otherArtist: 201 },
    },
    {
      name: "POST the artist's QR as primary",
      send: (c) => inject('POST', `/api/me/wallet-qrs/${artistQrId}/primary`, c),
      expected: artistOwnsQr,
    },
    {
      name: 'GET /api/profiles/:username',
      send: (c) => inject('GET', `/api/profiles/${(actors.artist as TestAccount).username}`, c),
      expected: {
        visitor: 200,
        needsUsername: 200,
        buyer: 200,
        otherBuyer: 200,
        artist: 200,
        otherArtist: 200,
        admin: 200,
      },
    },
  ];

  const ACTORS: TActor[] = ['visitor', 'needsUsername', 'buyer', 'otherBuyer', 'artist', 'otherArtist', 'admin'];
  for (const route of cases) {
    it(route.name, async () => {
      for (const actor of ACTORS) {
        const res = await route.send(cookieOf(actor));
        expect(res.statusCode, `${route.name} as ${actor}`).toBe(route.expected[actor]);
        const message = route.messages?.[actor];
        if (message) expect(res.json().error?.message).toBe(message);
      }
    });
  }

  it("lets nobody but the owner delete an artist's QR", async () => {
    for (const actor of ACTORS.filter((a) => a !== 'artist')) {
      const res = await inject('DELETE', `/api/me/wallet-qrs/${artistQrId}`, cookieOf(actor));
      expect(res.statusCode, actor).toBe(artistOwnsQr[actor]);
    }
    expect(await t.ctx.database.db.select().from(walletQrs).where(eq(walletQrs.id, artistQrId))).toHaveLength(1);
    expect((await inject('DELETE', `/api/me/wallet-qrs/${artistQrId}`, cookieOf('artist'))).statusCode).toBe(200);
  });

  it('changes and shows each buyer only their own buyer profile', async () => {
    await inject('PUT', '/api/me/buyer-profile', cookieOf('buyer'), {
      payload: { fullName: 'Only Mine', address: 'Dharan', phone: '9801234567' },
    });
    expect((await inject('GET', '/api/me/buyer-profile', cookieOf('buyer'))).json().fullName).toBe('Only Mine');
    expect((await inject('GET', '/api/me/buyer-profile', cookieOf('otherBuyer'))).json().fullName).not.toBe(
      'Only Mine',
    );
  });

  it('lets anyone send the contact form, and only signed-in users claim a username', async () => {
    for (const [index, actor] of ACTORS.entries()) {
      const form = await multipart({
        name: 'N',
        username: 'u',
        phone: '9812345678',
        category: 'others',
        message: 'Hello',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...sameOrigin(t, cookieOf(actor)), ...form.headers },
        payload: form.payload,
        remoteAddress: `10.1.0.${index + 1}`,
      });
      expect(res.statusCode, actor).toBe(201);
    }
    for (const actor of ACTORS) {
      const res = await inject('POST', '/api/me/username', cookieOf(actor), {
        payload: { username: `late_${actor.toLowerCase()}`, role: 'buyer' },
      });
      expect(res.statusCode, actor).toBe(actor === 'visitor' ? 401 : actor === 'needsUsername' ? 200 : 409);
    }
  });
});
