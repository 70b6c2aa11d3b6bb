import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracks, walletQrs } from '../../src/db/schema/index';
import { createArtist, sameOrigin, type TestAccount } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { keysAwaitingDeletion, rowCount, runFileDeletions, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { NOT_AN_IMAGE, testImage, testQrPng } from '../helpers/test-images';

describe('/api/me/wallet-qrs', () => {
  let t: TestApp;
  let artist: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createArtist(t);
  });
  afterAll(() => t.close());

  const headers = () => sameOrigin(t, artist.cookie);
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/me/wallet-qrs', headers: headers() })).json().walletQrs as Array<{
      id: string;
      kind: string;
      isPrimary: boolean;
      imageUrl: string;
    }>;
  const add = async (label: string, image?: Buffer) => {
    const form = await multipart(
      { label },
      image ? { image: { bytes: image, filename: 'qr.png', contentType: 'image/png' } } : {},
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/me/wallet-qrs',
      headers: { ...headers(), ...form.headers },
      payload: form.payload,
    });
  };
  const makePrimary = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/me/wallet-qrs/${id}/primary`, headers: headers() });
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/me/wallet-qrs/${id}`, headers: headers() });

  it('lists the QR saved with the profile as primary', async () => {
    expect(await list()).toEqual([
      expect.objectContaining({
        kind: 'esewa',
        isPrimary: true,
        imageUrl: expect.stringMatching(/^\/files\/public\/wallet-qr\//),
      }),
    ]);
  });

  it('adds labelled QRs that are not primary while one is', async () => {
    const res = await add('khalti', await testQrPng('khalti-id-123'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'khalti', isPrimary: false });
    expect((await list()).map((qr) => [qr.kind, qr.isPrimary])).toEqual([
      ['esewa', true],
      ['khalti', false],
    ]);
  });

  it('refuses a bad upload and stores nothing', async () => {
    const before = { files: await storedKeys(t), rows: await rowCount(t, walletQrs) };
    const cases: Array<[string, Buffer | undefined, number, string]> = [
      ['khalti', undefined, 400, 'Choose an image of your wallet QR code.'],
      ['paypal', await testQrPng(), 400, 'Choose the wallet this QR code belongs to.'],
      ['bank', NOT_AN_IMAGE, 415, 'Wallet QR code must be an image (JPEG, PNG, WebP, GIF or AVIF).'],
      [
        'bank',
        await testImage(),
        422,
        'We could not read a QR code in that image. Upload a clear photo or screenshot of your wallet QR.',
      ],
    ];
    for (const [label, image, status, message] of cases) {
      const res = await add(label, image);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    expect({ files: await storedKeys(t), rows: await rowCount(t, walletQrs) }).toEqual(before);
  });

  it('moves primary to another QR, keeping exactly one', async () => {
    const khalti = (await list()).find((qr) => qr.kind === 'khalti')!;
    const res = await makePrimary(khalti.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().walletQrs.map((qr: { kind: string; isPrimary: boolean }) => [qr.kind, qr.isPrimary])).toEqual([
      ['khalti', true],
      ['esewa', false],
    ]);
    expect((await makePrimary(khalti.id)).statusCode).toBe(200);
    const primaries = await t.ctx.database.db.select().from(walletQrs).where(eq(walletQrs.isPrimary, true));
    expect(primaries).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await makePrimary(id)).statusCode).toBe(404);
      const res = await remove(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Wallet QR code not found.');
    }
  });

  it('hands primary on when the primary is deleted, and deletes its file once the delay has passed', async () => {
    const [primary] = await t.ctx.database.db.select().from(walletQrs).where(eq(walletQrs.isPrimary, true));
    const res = await remove(primary!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().walletQrs).toEqual([expect.objectContaining({ kind: 'esewa', isPrimary: true })]);
    expect(await storedKeys(t)).toContain(primary!.imageKey);
    expect(await keysAwaitingDeletion(t)).toContain(primary!.imageKey);
    await runFileDeletions(t);
    expect(await storedKeys(t)).not.toContain(primary!.imageKey);
  });

  it('keeps the last QR while the artist has a track on sale', async () => {
    const [last] = await list();
    const [track] = await t.ctx.database.db
      .insert(tracks)
      .values({
        artistId: artist.userId,
        title: 'On sale',
        genre: 'Lo-Fi',
        bpm: 90,
        masterKey: 'tracks-master/x.wav',
        masterContentType: 'audio/wav',
      })
      .returning({ id: tracks.id });
    const res = await remove(last!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'You have tracks on sale, so keep at least one wallet QR code: buyers pay by scanning it. Add another QR code before deleting this one.',
    );
    expect(await list()).toHaveLength(1);

    await t.ctx.database.db.update(tracks).set({ isSold: true }).where(eq(tracks.id, track!.id));
    const allowed = await remove(last!.id);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().walletQrs).toEqual([]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/artist-profile', headers: headers() });
    expect(profile.json().isComplete).toBe(false);
  });

  it('makes the first QR of an artist without one primary, and caps the number of QRs', async () => {
    const first = await add('fonepay', await testQrPng('fonepay-1'));
    expect(first.json()).toMatchObject({ kind: 'fonepay', isPrimary: true });
    for (let i = 2; i <= 6; i++) expect((await add('bank', await testQrPng(`bank-${i}`))).statusCode).toBe(201);
    const res = await add('bank', await testQrPng('bank-7'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You can keep at most 6 wallet QR codes. Delete one before adding another.');
    expect(await list()).toHaveLength(6);
  });
});
