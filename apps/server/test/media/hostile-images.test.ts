import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, profiles, tracks, walletQrs } from '../../src/db/schema/index';
import { uploadForm, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { artistProfileForm, createArtist, sameOrigin, type TestAccount } from '../helpers/factories';
import { multipart, type MultipartPayload } from '../helpers/multipart';
import { rowCount, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { hostileImages, type HostileImage } from '../helpers/test-images';

/**
 * Every image intake path refuses broken and hostile files with a clear 4xx naming the field, and
 * stores neither a file nor a row: before, an empty file made sharp throw synchronously (500) and a
 * pixel bomb sent as a wallet QR failed inside the QR decoder (500).
 */
/** Five uploads per route, the track route's with a WAV to check: minutes on a busy machine. */
const TEST_TIMEOUT_MS = 120_000;

describe('hostile images on every image upload', () => {
  let t: TestApp;
  let artist: TestAccount;
  let hostile: HostileImage[];
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createArtist(t);
    hostile = await hostileImages();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const state = async () => ({
    files: await storedKeys(t),
    rows: [await rowCount(t, walletQrs), await rowCount(t, tracks), await rowCount(t, contactMessages)],
    profile: await t.ctx.database.db.select().from(profiles),
  });

  async function expectAllRefused(
    label: string,
    send: (image: HostileImage) => Promise<MultipartPayload & { url: string; method: 'POST' | 'PUT' }>,
  ) {
    const before = await state();
    let ip = 0;
    for (const image of hostile) {
      const { url, method, headers, payload } = await send(image);
      const res = await t.app.inject({
        method,
        url,
        headers: { ...sameOrigin(t, artist.cookie), ...headers },
        payload,
        remoteAddress: `10.9.0.${++ip}`,
      });
      expect(res.statusCode, `${image.name}: ${res.body}`).toBe(image.status);
      expect(res.json().error.message, image.name).toBe(image.message(label));
    }
    expect(await state()).toEqual(before);
  }

  const profileWith = (field: string) => async (image: HostileImage) => ({
    url: '/api/me/artist-profile',
    method: 'PUT' as const,
    ...(await artistProfileForm({ files: { [field]: image.file } })),
  });

  it('artist profile picture', () => expectAllRefused('Profile picture', profileWith('avatar')), TEST_TIMEOUT_MS);

  it('artist cover image', () => expectAllRefused('Cover image', profileWith('cover')), TEST_TIMEOUT_MS);

  it(
    'wallet QR on the artist profile',
    () => expectAllRefused('Wallet QR code', profileWith('walletQr')),
    TEST_TIMEOUT_MS,
  );

  it(
    'wallet QR added to the list',
    () =>
      expectAllRefused('Wallet QR code', async (image) => ({
        url: '/api/me/wallet-qrs',
        method: 'POST',
        ...(await multipart({ label: 'khalti' }, { image: image.file })),
      })),
    TEST_TIMEOUT_MS,
  );

  it(
    'track cover on upload',
    () =>
      expectAllRefused('Cover image', async (image) => ({
        url: '/api/me/tracks',
        method: 'POST',
        ...(await uploadForm({}, { cover: image.file })),
      })),
    TEST_TIMEOUT_MS,
  );

  it(
    'contact screenshot',
    () =>
      expectAllRefused('Screenshot', async (image) => ({
        url: '/api/contact',
        method: 'POST',
        ...(await multipart(
          { name: 'Ram', username: 'ram_b', phone: '9812345678', category: 'others', message: 'Hello' },
          { screenshot: image.file },
        )),
      })),
    TEST_TIMEOUT_MS,
  );
});
