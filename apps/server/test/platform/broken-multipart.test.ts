import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, profiles, tracks, walletQrs } from '../../src/db/schema/index';
import { SETUP_TIMEOUT_MS, insertReadyTracks } from '../catalogue/catalogue-fixtures';
import { createArtist, sameOrigin, type TestAccount } from '../helpers/factories';
import { rowCount, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

const BOUNDARY = 'BrokenFormBoundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const END = `--${BOUNDARY}--\r\n`;
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, filename = 'a.png') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;

interface BrokenBody {
  name: string;
  contentType: string;
  /** Built for the route's own file field, so the body is wrong only in the way it names. */
  body: (fileField: string) => string;
}

const BROKEN_BODIES: BrokenBody[] = [
  {
    name: 'no boundary in the content type',
    contentType: 'multipart/form-data',
    body: () => field('title', 'x') + END,
  },
  {
    name: 'a boundary the body does not use',
    contentType: 'multipart/form-data; boundary=SomethingElse',
    body: () => field('title', 'x') + END,
  },
  {
    name: 'a body cut off in the middle of a file',
    contentType: MULTIPART,
    body: (file) => field('title', 'x') + fileHead(file) + 'x'.repeat(5000),
  },
  {
    name: 'a body cut off in a part header',
    contentType: MULTIPART,
    body: () => `--${BOUNDARY}\r\nContent-Disposition: form-data; na`,
  },
  {
    name: 'a part without Content-Disposition',
    contentType: MULTIPART,
    body: () => `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhello\r\n${END}`,
  },
  { name: 'a field name of 200 kB', contentType: MULTIPART, body: () => field('n'.repeat(200_000), 'x') + END },
  { name: 'a field name of 1 kB', contentType: MULTIPART, body: () => field('n'.repeat(1000), 'x') + END },
  { name: 'a field value over 64 kB', contentType: MULTIPART, body: () => field('title', 'v'.repeat(70_000)) + END },
  {
    name: '100 text fields',
    contentType: MULTIPART,
    body: () => Array.from({ length: 100 }, (_, i) => field(`f${i}`, 'x')).join('') + END,
  },
  {
    name: '20 file parts',
    contentType: MULTIPART,
    body: (file) => Array.from({ length: 20 }, () => `${fileHead(file, '')}\r\n`).join('') + END,
  },
  {
    name: 'an unexpected file field',
    contentType: MULTIPART,
    body: () => `${fileHead('other')}${'x'.repeat(1000)}\r\n${END}`,
  },
  {
    name: 'the same file field twice',
    contentType: MULTIPART,
    body: (file) => `${fileHead(file)}xx\r\n${fileHead(file)}xx\r\n${END}`,
  },
  { name: 'a plain-text body', contentType: 'text/plain', body: () => 'hello' },
  { name: 'a url-encoded form', contentType: 'application/x-www-form-urlencoded', body: () => 'title=x' },
  { name: 'an empty body', contentType: MULTIPART, body: () => '' },
];

interface MultipartRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  fileField: string;
  signedIn: boolean;
}

describe('broken multipart bodies answer a clear 4xx on every multipart route and store nothing', () => {
  let t: TestApp;
  let artist: TestAccount;
  let trackId: string;
  const routes: MultipartRoute[] = [
    { method: 'PUT', url: () => '/api/me/artist-profile', fileField: 'avatar', signedIn: true },
    { method: 'POST', url: () => '/api/me/wallet-qrs', fileField: 'image', signedIn: true },
    { method: 'POST', url: () => '/api/contact', fileField: 'screenshot', signedIn: false },
    { method: 'POST', url: () => '/api/me/tracks', fileField: 'audio', signedIn: true },
    { method: 'PATCH', url: () => `/api/me/tracks/${trackId}`, fileField: 'cover', signedIn: true },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    artist = await createArtist(t);
    [trackId] = (await insertReadyTracks(t, artist.userId, [{ title: 'Kept as it is' }])) as [string];
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const state = async () => ({
    files: await storedKeys(t),
    contact: await rowCount(t, contactMessages),
    tracks: await t.ctx.database.db.select().from(tracks),
    walletQrs: await rowCount(t, walletQrs),
    profile: await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, artist.userId)),
  });

  it.each(routes.map((route) => [`${route.method} ${route.fileField}`, route] as const))('%s', async (_name, route) => {
    const before = await state();
    const answers: string[] = [];
    for (const broken of BROKEN_BODIES) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url(),
        headers: { ...sameOrigin(t, route.signedIn ? artist.cookie : undefined), 'content-type': broken.contentType },
        payload: broken.body(route.fileField),
      });
      const message: unknown = res.json().error?.message;
      answers.push(`${broken.name}: ${res.statusCode} ${String(message)}`);
      // 401/403/404/429 would mean the body was never looked at.
      expect([400, 413, 415], `${broken.name}: ${res.body}`).toContain(res.statusCode);
      expect(message, broken.name).toEqual(expect.stringMatching(/\w+.*\./));
    }
    expect(answers).toHaveLength(BROKEN_BODIES.length);
    expect(await state()).toEqual(before);
  });
});
