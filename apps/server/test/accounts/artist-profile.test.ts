import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, walletQrs } from '../../src/db/schema/index';
import { claimUsername, sameOrigin, signUpAndVerify, type TestUser } from '../helpers/factories';
import { multipart, type FilePart } from '../helpers/multipart';
import { keysAwaitingDeletion, rowCount, runFileDeletions, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { NOT_AN_IMAGE, SVG_IMAGE, testImage, testQrPng, testQrScreenshot } from '../helpers/test-images';

const png = (bytes: Buffer): FilePart => ({ bytes, filename: 'image.png', contentType: 'image/png' });

describe('GET/PUT /api/me/artist-profile', () => {
  let t: TestApp;
  let artist: TestUser;
  let images: { avatar: FilePart; cover: FilePart; walletQr: FilePart };
  beforeAll(async () => {
    t = await createTestApp();
    artist = await signUpAndVerify(t);
    await claimUsername(t, artist.cookie, 'new_artist', 'artist');
    images = {
      avatar: png(await testImage({ width: 500, height: 300 })),
      cover: png(await testImage({ width: 1600, height: 600 })),
      walletQr: png(await testQrPng()),
    };
  });
  afterAll(() => t.close());

  const put = async (fields: Record<string, string>, files: Record<string, FilePart> = {}) => {
    const form = await multipart({ displayName: 'DJ Sagar', walletQrLabel: 'esewa', ...fields }, files);
    return t.app.inject({
      method: 'PUT',
      url: '/api/me/artist-profile',
      headers: { ...sameOrigin(t, artist.cookie), ...form.headers },
      payload: form.payload,
    });
  };
  const get = () =>
    t.app.inject({ method: 'GET', url: '/api/me/artist-profile', headers: sameOrigin(t, artist.cookie) });
  const row = async () => (await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, artist.userId)))[0]!;
  const snapshot = async () => ({
    files: await storedKeys(t),
    qrs: await rowCount(t, walletQrs),
    profile: await row(),
  });

  /** Sends a bad form and checks the status, the message, and that neither a row nor a file changed. */
  async function expectRefused(
    fields: Record<string, string>,
    files: Record<string, FilePart>,
    status: number,
    message: string,
  ) {
    const before = await snapshot();
    const res = await put(fields, files);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(await snapshot()).toEqual(before);
    return res;
  }

  it('starts incomplete, with nothing saved', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: null,
      avatarUrl: null,
      coverUrl: null,
      walletQrs: [],
      isComplete: false,
    });
  });

  it('requires a profile picture, a cover and a wallet QR when none is saved yet', async () => {
    const res = await expectRefused({}, {}, 400, 'Profile picture is required.');
    expect(res.json().error.fieldErrors).toEqual({
      avatar: 'Profile picture is required.',
      cover: 'Cover image is required.',
      walletQr: 'Wallet QR code is required.',
    });
    await expectRefused({}, { avatar: images.avatar }, 400, 'Cover image is required.');
    await expectRefused({}, { avatar: images.avatar, cover: images.cover }, 400, 'Wallet QR code is required.');
  });

  it('refuses files that are not images, judged by their bytes, not their name', async () => {
    const message = 'Profile picture must be an image (JPEG, PNG, WebP, GIF or AVIF).';
    await expectRefused({}, { ...images, avatar: png(NOT_AN_IMAGE) }, 415, message);
    await expectRefused(
      {},
      { ...images, cover: { bytes: SVG_IMAGE, filename: 'c.svg', contentType: 'image/svg+xml' } },
      415,
      'Cover image must be an image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    await expectRefused(
      {},
      { ...images, walletQr: png(Buffer.from('hello')) },
      415,
      'Wallet QR code must be an image (JPEG, PNG, WebP, GIF or AVIF).',
    );
  });

  it('refuses a wallet QR image in which no QR code can be read', async () => {
    await expectRefused(
      {},
      { ...images, walletQr: images.cover },
      422,
      'We could not read a QR code in that image. Upload a clear photo or screenshot of your wallet QR.',
    );
  });

  it('refuses an image over 10 MB', async () => {
    await expectRefused(
      {},
      { ...images, cover: png(Buffer.alloc(10 * 1024 * 1024 + 1)) },
      413,
      'Images can be at most 10 MB.',
    );
  });

  it('takes only a multipart form with the files it expects', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/me/artist-profile',
      headers: sameOrigin(t, artist.cookie),
      payload: { displayName: 'JSON' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe('Send this form as multipart/form-data.');
    await expectRefused({}, { ...images, extra: images.avatar }, 400, 'The form contained a file we did not expect.');
  });

  it('validates the text fields with the shared messages', async () => {
    await expectRefused({ displayName: '  ' }, images, 400, 'Display name is required.');
    await expectRefused({ walletQrLabel: '' }, images, 400, 'Choose the wallet this QR code belongs to.');
    await expectRefused(
      { instagram: 'javascript:alert(1)' },
      images,
      400,
      'Links must start with http:// or https://.',
    );
    await expectRefused(
      { youtube: 'https://youtube.com@evil.example' },
      images,
      400,
      'Enter a valid web address, e.g. https://instagram.com/yourname.',
    );
    await expectRefused(
      { publicEmail: 'not-an-email' },
      images,
      400,
      'Enter a valid public email address, or leave it empty.',
    );
  });

  it('saves a complete profile: images re-encoded to WebP in their sizes, links normalised', async () => {
    const res = await put(
      {
        bio: 'Lo-fi from Patan',
        artistHistory: 'Since 2015',
        equipment: 'FL Studio',
        additionalNotes: 'DM for customs',
        instagram: 'instagram.com/djsagar',
        facebook: 'https://',
        youtube: ' ',
        tiktok: 'http://tiktok.com/@djsagar',
        publicEmail: ' Booking@DJSagar.com ',
      },
      images,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      displayName: 'DJ Sagar',
      bio: 'Lo-fi from Patan',
      instagram: 'https://instagram.com/djsagar',
      facebook: null,
      youtube: null,
      tiktok: 'http://tiktok.com/@djsagar',
      publicEmail: 'booking@djsagar.com',
      isComplete: true,
      walletQrs: [{ kind: 'esewa', isPrimary: true }],
    });
    const saved = await row();
    const files = await storedKeys(t);
    expect(files).toHaveLength(5);
    const meta = async (key: string) => sharp(await t.ctx.storage.read(key)).metadata();
    expect(await meta(saved.avatarKey!)).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(await meta(saved.avatarKey!.replace('.webp', '-w96.webp'))).toMatchObject({
      format: 'webp',
      width: 96,
      height: 96,
    });
    expect(await meta(saved.coverKey!)).toMatchObject({ format: 'webp', width: 1280, height: 480 });
    expect(await meta(saved.coverKey!.replace('.webp', '-w640.webp'))).toMatchObject({ width: 640 });
    for (const url of [body.avatarUrl, body.coverUrl, body.walletQrs[0].imageUrl]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('keeps saved images when the form sends none, and changes only the text', async () => {
    const before = await snapshot();
    const res = await put({ displayName: 'Sagar Beats', bio: 'New bio' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Sagar Beats', bio: 'New bio', instagram: null, isComplete: true });
    expect(await storedKeys(t)).toEqual(before.files);
    expect(await row()).toMatchObject({ avatarKey: before.profile.avatarKey, coverKey: before.profile.coverKey });
  });

  it('replaces an image and deletes the old files a while after the new ones are saved', async () => {
    const before = await row();
    const res = await put({}, { avatar: png(await testImage({ width: 300, height: 300, format: 'jpeg' })) });
    expect(res.statusCode, res.body).toBe(200);
    const after = await row();
    expect(after.avatarKey).not.toBe(before.avatarKey);
    const oldFiles = [before.avatarKey!, before.avatarKey!.replace('.webp', '-w96.webp')];
    expect(await storedKeys(t)).toEqual(expect.arrayContaining(oldFiles));
    expect(await keysAwaitingDeletion(t)).toEqual(oldFiles.sort());
    await runFileDeletions(t);
    const files = await storedKeys(t);
    expect(files).toHaveLength(5);
    expect(files).not.toContain(oldFiles[0]);
    expect(files).not.toContain(oldFiles[1]);
  });

  it('replaces the primary wallet QR with the one uploaded in the form', async () => {
    const [old] = await t.ctx.database.db.select().from(walletQrs).where(eq(walletQrs.artistId, artist.userId));
    const res = await put(
      { walletQrLabel: 'khalti' },
      {
        walletQr: { bytes: await testQrScreenshot('khalti:9801234567'), filename: 'k.jpg', contentType: 'image/jpeg' },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().walletQrs).toEqual([expect.objectContaining({ kind: 'khalti', isPrimary: true })]);
    const rows = await t.ctx.database.db.select().from(walletQrs).where(eq(walletQrs.artistId, artist.userId));
    expect(rows).toEqual([expect.objectContaining({ label: 'khalti', decodedText: 'khalti:9801234567' })]);
    expect(await keysAwaitingDeletion(t)).toContain(old!.imageKey);
    expect(await storedKeys(t)).toContain(old!.imageKey);
    await runFileDeletions(t);
    expect(await storedKeys(t)).not.toContain(old!.imageKey);
  });

  it('leaves no new file behind when the database write fails', async () => {
    const db = t.ctx.database.db;
    await db.execute(
      sql.raw(
        `create function refuse_update() returns trigger language plpgsql as $$ begin raise exception 'refused for test'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_update before update on profiles for each row when (new.id = '${artist.userId}') execute function refuse_update()`,
      ),
    );
    try {
      const before = await snapshot();
      const res = await put({ displayName: 'Never saved' }, { avatar: images.avatar, cover: images.cover });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_update on profiles'));
      await db.execute(sql.raw('drop function refuse_update'));
    }
  });
});
