import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, trackLicences, tracks } from '../../src/db/schema/index';
import {
  createArtist,
  createBuyer,
  sameOrigin,
  signUpAndVerify,
  claimUsername,
  type TestAccount,
} from '../helpers/factories';
import { rowCount, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { NOT_AN_IMAGE, testImage } from '../helpers/test-images';
import { LEASE_1500, postUpload, testWav, uploadForm, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  artist = await createArtist(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('POST /api/me/tracks', () => {
  it('stores the track as processing with its licences, lowest price, files and one media job', async () => {
    const before = await storedKeys(t);
    const form = await uploadForm(
      {
        licences: JSON.stringify([
          LEASE_1500,
          { ...LEASE_1500, kind: 'exclusive', priceNpr: 25000, leaseDays: null, streamCap: null },
        ]),
      },
      { cover: { bytes: await testImage({ width: 900, height: 900 }), filename: 'c.png', contentType: 'image/png' } },
    );
    const res = await postUpload(t, artist.cookie, form);
    expect(res.statusCode, res.body).toBe(201);
    const { id, status } = res.json() as { id: string; status: string };
    expect(status).toBe('processing');
    const [row] = await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, id));
    expect(row).toMatchObject({
      title: 'Night Drive',
      genre: 'Trap',
      bpm: 140,
      musicalKey: 'A minor',
      mood: 'Dark',
      status: 'processing',
      minPriceNpr: 1500,
    });
    expect(row!.tags).toEqual(['dark', '808']);
    expect(row!.searchText).toContain('night drive');
    const licences = await t.ctx.database.db.select().from(trackLicences).where(eq(trackLicences.trackId, id));
    expect(licences.map((licence) => licence.kind).sort()).toEqual(['exclusive', 'lease']);
    const queued = (await t.ctx.database.db.select().from(jobs)).filter((job) => job.payload.trackId === id);
    expect(queued).toHaveLength(1);
    const added = (await storedKeys(t)).filter((key) => !before.includes(key));
    expect(added).toContain(row!.masterKey);
    expect(added.filter((key) => key.startsWith('track-images/'))).toHaveLength(2);
    expect(row!.masterKey).toMatch(/^tracks-master\/[0-9a-f-]+\.wav$/);
  });

  it(
    'answers a visitor 401, a buyer and a user without a role 403, and an incomplete artist 403 with the reason',
    async () => {
      const buyer = await createBuyer(t);
      const newcomer = await signUpAndVerify(t);
      const bare = await signUpAndVerify(t);
      await claimUsername(t, bare.cookie, `bare_${bare.userId.slice(0, 6).toLowerCase()}`, 'artist');
      const form = await uploadForm();
      expect((await postUpload(t, undefined, form)).statusCode).toBe(401);
      const asBuyer = await postUpload(t, buyer.cookie, form);
      expect([asBuyer.statusCode, asBuyer.json().error.message]).toEqual([
        403,
        'Only artist accounts can upload tracks.',
      ]);
      expect((await postUpload(t, newcomer.cookie, form)).statusCode).toBe(403);
      const incomplete = await postUpload(t, bare.cookie, form);
      expect([incomplete.statusCode, incomplete.json().error.message]).toEqual([
        403,
        'Complete your profile and add a wallet QR code before uploading.',
      ]);
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('bad uploads get a clear 4xx and leave no row and no stored file', () => {
  const cases: { name: string; form: () => ReturnType<typeof uploadForm>; status: number; message: string | RegExp }[] =
    [
      {
        name: 'no audio',
        form: () => uploadForm({}, { audio: null }),
        status: 400,
        message: 'All fields including audio are required.',
      },
      {
        name: 'no title',
        form: () => uploadForm({ title: '' }),
        status: 400,
        message: 'All fields including audio are required.',
      },
      {
        name: 'an unknown genre',
        form: () => uploadForm({ genre: 'Polka' }),
        status: 400,
        message: 'Choose a genre from the list.',
      },
      {
        name: 'BPM 0',
        form: () => uploadForm({ bpm: '0' }),
        status: 400,
        message: 'BPM must be a whole number between 40 and 300.',
      },
      {
        name: 'BPM 10000',
        form: () => uploadForm({ bpm: '10000' }),
        status: 400,
        message: 'BPM must be a whole number between 40 and 300.',
      },
      {
        name: 'a BPM that is text',
        form: () => uploadForm({ bpm: 'fast' }),
        status: 400,
        message: 'BPM must be a whole number between 40 and 300.',
      },
      {
        name: 'no licence',
        form: () => uploadForm({ licences: '[]' }),
        status: 400,
        message: 'Please add at least one license with a price.',
      },
      {
        name: 'a negative price',
        form: () => uploadForm({ licences: JSON.stringify([{ ...LEASE_1500, priceNpr: -5 }]) }),
        status: 400,
        message: /^Enter a price in whole rupees/,
      },
      {
        name: 'a price that is text',
        form: () => uploadForm({ licences: JSON.stringify([{ ...LEASE_1500, priceNpr: 'cheap' }]) }),
        status: 400,
        message: /^Enter a price in whole rupees/,
      },
      {
        name: 'licences that are not JSON',
        form: () => uploadForm({ licences: '{oops' }),
        status: 400,
        message: 'The licences could not be read. Reload the page and try again.',
      },
      {
        name: 'a text file renamed .mp3',
        form: () =>
          uploadForm(
            {},
            {
              audio: {
                bytes: Buffer.from('just some notes\n'.repeat(500)),
                filename: 'beat.mp3',
                contentType: 'audio/mpeg',
              },
            },
          ),
        status: 415,
        message: /not an audio file/,
      },
      {
        name: 'a truncated WAV',
        form: async () => {
          const wav = await testWav();
          return uploadForm(
            {},
            {
              audio: {
                bytes: wav.subarray(0, Math.floor(wav.length / 2)),
                filename: 'beat.wav',
                contentType: 'audio/wav',
              },
            },
          );
        },
        status: 422,
        message: /damaged or incomplete/,
      },
      {
        name: 'a cover that is not an image',
        form: () => uploadForm({}, { cover: { bytes: NOT_AN_IMAGE, filename: 'cover.png', contentType: 'image/png' } }),
        status: 415,
        message: 'Cover image must be an image (JPEG, PNG, WebP, GIF or AVIF).',
      },
      {
        name: 'a voice tag that is not audio',
        form: () =>
          uploadForm({}, { voiceTag: { bytes: NOT_AN_IMAGE, filename: 'tag.mp3', contentType: 'audio/mpeg' } }),
        status: 415,
        message: /^The voice tag must be an audio file/,
      },
      {
        name: 'a voice tag over 5 MB',
        form: () => uploadForm({}, { voiceTag: { bytes: Buffer.alloc(5 * 1024 * 1024 + 1), filename: 'tag.wav' } }),
        status: 413,
        message: 'A voice tag can be at most 5 MB.',
      },
    ];

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const [rowsBefore, keysBefore] = [await rowCount(t, tracks), await storedKeys(t)];
      const res = await postUpload(t, artist.cookie, await testCase.form());
      expect(res.statusCode, res.body).toBe(testCase.status);
      expect(res.json().error.message).toMatch(testCase.message);
      expect(await rowCount(t, tracks)).toBe(rowsBefore);
      expect(await storedKeys(t)).toEqual(keysBefore);
    });
  }

  it(
    'an audio file over 200 MB, read to its end and refused with 413',
    async () => {
      const [rowsBefore, keysBefore] = [await rowCount(t, tracks), await storedKeys(t)];
      const boundary = 'x-boundary-oversized';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="huge.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const payload = Buffer.concat([
        head,
        (await testWav()).subarray(0, 44),
        Buffer.alloc(200 * 1024 * 1024 + 10),
        tail,
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/me/tracks',
        headers: { ...sameOrigin(t, artist.cookie), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe('Audio files can be at most 200 MB.');
      expect(await rowCount(t, tracks)).toBe(rowsBefore);
      expect(await storedKeys(t)).toEqual(keysBefore);
    },
    SETUP_TIMEOUT_MS,
  );
});
