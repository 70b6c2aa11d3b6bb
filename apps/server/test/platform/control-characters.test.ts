import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@beatpasal/shared/plain-text';
import { TRACK_MESSAGES } from '@beatpasal/shared/schemas/tracks';
import { USERNAME_MESSAGES } from '@beatpasal/shared/username';
import { tracks } from '../../src/db/schema/index';
import { registerErrorHandler } from '../../src/plugins/error-handler';
import { insertReadyTracks, LEASE_1500, SETUP_TIMEOUT_MS, uploadForm } from '../catalogue/catalogue-fixtures';
import { createArtist, createBuyer, sameOrigin, signUpAndVerify, type TestAccount } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { rowCount } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * PostgreSQL refuses NUL in text, so a NUL that reaches a query fails it: every way text comes
 * in (path, query string, JSON, multipart) must turn it away first with a 400 that says why.
 */
const NUL = 'a\u0000b';

let t: TestApp;
let buyer: TestAccount;
let artist: TestAccount;
let trackId: string;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, artist] = await Promise.all([createBuyer(t), createArtist(t)]);
  trackId = (await insertReadyTracks(t, artist.userId, [{ title: 'Beat one' }]))[0]!;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('a NUL byte in the address', () => {
  it.each([
    '/api/tracks?q=a%00b',
    '/api/tracks?q=%00',
    '/api/tracks?genre=Trap%00',
    '/api/profiles/a%00b',
    '/api/artists/a%00b/tracks',
    '/api/tracks/a%00b',
    '/api/tracks/a%00b/stream',
    '/api/nope%00',
  ])('GET %s answers a JSON 400', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(
      'This address contains an invisible control character. Check the link and try again.',
    );
  });

  it.each([
    '/artist/a%00b',
    '/track/a%00b',
    '/track/00000000-0000-4000-8000-000000000000%00',
    '/some/page%00?x=1',
    '/artist/ram?ref=%00',
  ])('GET %s (a page) answers a readable 400 page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>This link is not valid</h1>');
    expect(res.body).toContain('<a href="/">');
  });

  it('POST with a NUL in the path answers 400 too', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/tracks/${trackId}%00/play` });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('a NUL byte in a body', () => {
  const json = (method: 'PUT' | 'PATCH' | 'POST', url: string, cookie: string, payload: object) =>
    t.app.inject({ method, url, headers: sameOrigin(t, cookie), payload });
  const form = async (
    method: 'PUT' | 'POST',
    url: string,
    cookie: string | undefined,
    body: { payload: Buffer; headers: Record<string, string> },
  ) => t.app.inject({ method, url, headers: { ...sameOrigin(t, cookie), ...body.headers }, payload: body.payload });
  const buyerProfile = { fullName: 'Sita Rai', address: 'Lalitpur', phone: '9812345678' };
  const contact = { name: 'Sita', username: 'sita', phone: '9812345678', category: 'others', message: 'Hello' };
  const artistProfile = { displayName: 'DJ Test', walletQrLabel: 'esewa' };

  it.each([
    ['buyer full name', () => json('PUT', '/api/me/buyer-profile', buyer.cookie, { ...buyerProfile, fullName: NUL })],
    ['buyer address', () => json('PUT', '/api/me/buyer-profile', buyer.cookie, { ...buyerProfile, address: NUL })],
    [
      'display name',
      async () =>
        form('PUT', '/api/me/artist-profile', artist.cookie, await multipart({ ...artistProfile, displayName: NUL })),
    ],
    [
      'bio',
      async () => form('PUT', '/api/me/artist-profile', artist.cookie, await multipart({ ...artistProfile, bio: NUL })),
    ],
    [
      'track title (upload)',
      async () => form('POST', '/api/me/tracks', artist.cookie, await uploadForm({ title: NUL })),
    ],
    [
      'track description (upload)',
      async () => form('POST', '/api/me/tracks', artist.cookie, await uploadForm({ description: NUL })),
    ],
    [
      'licence terms (upload)',
      async () =>
        form(
          'POST',
          '/api/me/tracks',
          artist.cookie,
          await uploadForm({ licences: JSON.stringify([{ ...LEASE_1500, terms: NUL }]) }),
        ),
    ],
    ['track title (edit)', () => json('PATCH', `/api/me/tracks/${trackId}`, artist.cookie, { title: NUL })],
    ['track description (edit)', () => json('PATCH', `/api/me/tracks/${trackId}`, artist.cookie, { description: NUL })],
    ['contact name', async () => form('POST', '/api/contact', undefined, await multipart({ ...contact, name: NUL }))],
    [
      'contact username',
      async () => form('POST', '/api/contact', undefined, await multipart({ ...contact, username: NUL })),
    ],
    [
      'contact message',
      async () => form('POST', '/api/contact', undefined, await multipart({ ...contact, message: NUL })),
    ],
  ])('%s is refused with the control-character message', async (_, send) => {
    const before = await rowCount(t, tracks);
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(TEXT_MESSAGES.controlCharacters.text);
    expect(await rowCount(t, tracks)).toBe(before);
  });

  it('a tag is refused with the tag message', async () => {
    const res = await form('POST', '/api/me/tracks', artist.cookie, await uploadForm({ tags: JSON.stringify([NUL]) }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(TRACK_MESSAGES.tagCharacters.text);
  });

  it('a username is refused with the username message', async () => {
    const user = await signUpAndVerify(t);
    const res = await json('POST', '/api/me/username', user.cookie, { username: NUL, role: 'buyer' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(USERNAME_MESSAGES.characters.text);
  });
});

describe('display names hide nothing', () => {
  const save = async (displayName: string) => {
    const body = await multipart({ displayName, walletQrLabel: 'esewa' });
    return t.app.inject({
      method: 'PUT',
      url: '/api/me/artist-profile',
      headers: { ...sameOrigin(t, artist.cookie), ...body.headers },
      payload: body.payload,
    });
  };

  it.each([
    ['a right-to-left override', 'DJ \u202Eliam'],
    ['zero-width spaces', 'D\u200bJ\u200b \u200bRam'],
    ['a bell', 'DJ\u0007Ram'],
  ])('refuses %s', async (_, displayName) => {
    const res = await save(displayName);
    expect(res.statusCode, res.body).toBe(400);
    expect([TEXT_MESSAGES.nameCharacters.text, TEXT_MESSAGES.controlCharacters.text]).toContain(
      res.json().error.message,
    );
  });

  it('keeps a Devanagari name with its joiner', async () => {
    const res = await save('क्\u200dष शर्मा');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().displayName).toBe('क्\u200dष शर्मा');
  });
});

describe('text PostgreSQL refuses, on a path no schema guards', () => {
  it.each([
    ['a NUL in text', sql`select ${NUL}::text`],
    ['an escaped NUL in JSON', sql`select ${JSON.stringify({ note: NUL })}::jsonb`],
  ])('%s answers 400 with the control-character message', async (_, query) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/unguarded', async () => t.ctx.database.db.execute(query));
    try {
      const res = await app.inject({ method: 'GET', url: '/unguarded' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(TEXT_MESSAGES.controlCharacters.text);
    } finally {
      await app.close();
    }
  });
});
