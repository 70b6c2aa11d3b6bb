import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import { tracks } from '../../src/db/schema/index';
import { id3TagEnd } from '../../src/media/audio/detect-audio';
import { createArtist, type TestAccount } from '../helpers/factories';
import type { FilePart } from '../helpers/multipart';
import { rowCount, storedKeys } from '../helpers/stored-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { hlsPlaylistMp3, id3Tag, selfConcatMp3, slowWav } from '../media/hostile-audio';
import { makeTempDir, makeTestAudio } from '../media/test-audio';
import { postUpload, SETUP_TIMEOUT_MS, uploadForm } from './catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
/** Where the disk store keeps another artist's private master: the path an attacker would list. */
let othersMasterPath: string;

beforeAll(async () => {
  t = await createTestApp();
  temp = await makeTempDir();
  artist = await createArtist(t);
  const key = 'tracks-master/00000000-0000-4000-8000-000000000001.mp3';
  await t.ctx.storage.put(
    key,
    await readFile(await makeTestAudio(temp.dir, 'private', { format: 'mp3', seconds: 6 })),
    {
      contentType: 'audio/mpeg',
      visibility: 'private',
    },
  );
  othersMasterPath = path.join(t.env.DATA_DIR, 'files', key);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await temp.remove();
});

const mp3Part = (bytes: Buffer, filename = 'beat.mp3'): FilePart => ({ bytes, filename, contentType: 'audio/mpeg' });

describe('hostile audio uploads are refused with a clear 4xx and leave no row and no stored file', () => {
  const cases: {
    name: string;
    files: () => Promise<Record<string, FilePart>>;
    status: number;
    message: string | RegExp;
  }[] = [
    {
      name: 'an "MP3" that is a long ID3 tag and an HLS playlist naming another artist’s master',
      files: async () => ({ audio: mp3Part(hlsPlaylistMp3(othersMasterPath)) }),
      status: 415,
      message: 'This file is not an audio file. Upload an MP3, WAV, FLAC, AIFF, M4A or OGG export.',
    },
    {
      // The route streams the audio part to `upload-audio` in its temp dir: the list names that copy.
      name: 'an "MP3" that is a long ID3 tag and an ffconcat list naming itself',
      files: async () => ({ audio: mp3Part(selfConcatMp3('upload-audio'), 'self.mp3') }),
      status: 415,
      message: 'This file is not an audio file. Upload an MP3, WAV, FLAC, AIFF, M4A or OGG export.',
    },
    {
      name: 'a voice tag that is an HLS playlist',
      files: async () => ({ voiceTag: mp3Part(hlsPlaylistMp3(othersMasterPath), 'tag.mp3') }),
      status: 415,
      message: MY_TRACK_MESSAGES.voiceTagNotAudio.text,
    },
    {
      name: 'a 1 MB 8-bit WAV at 100 Hz that plays for 2.8 hours',
      files: async () => ({ audio: { bytes: slowWav(1_000_000), filename: 'long.wav', contentType: 'audio/wav' } }),
      status: 422,
      message: 'Tracks can be at most 15 minutes long.',
    },
  ];

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const [rowsBefore, keysBefore] = [await rowCount(t, tracks), await storedKeys(t)];
      const started = performance.now();
      const res = await postUpload(t, artist.cookie, await uploadForm({}, await testCase.files()));
      expect(res.statusCode, res.body).toBe(testCase.status);
      expect(res.json().error.message).toMatch(testCase.message);
      expect(performance.now() - started).toBeLessThan(20_000);
      expect(await rowCount(t, tracks)).toBe(rowsBefore);
      expect(await storedKeys(t)).toEqual(keysBefore);
    });
  }

  it('still takes a real MP3 whose ID3 tag (cover art) is longer than the first 64 KB', async () => {
    const mp3 = await readFile(await makeTestAudio(temp.dir, 'tagged', { format: 'mp3', seconds: 4 }));
    const withCover = Buffer.concat([id3Tag(200_000), mp3.subarray(id3TagEnd(mp3) ?? 0)]);
    const res = await postUpload(t, artist.cookie, await uploadForm({}, { audio: mp3Part(withCover) }));
    expect(res.statusCode, res.body).toBe(201);
  });
});
