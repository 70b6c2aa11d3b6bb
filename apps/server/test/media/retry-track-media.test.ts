import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracks } from '../../src/db/schema/tracks';
import { AppError } from '../../src/errors/app-error';
import { TRACK_MEDIA_FAILED_MESSAGE } from '../../src/jobs/handlers/process-track-media';
import { retryTrackMedia } from '../../src/services/tracks/retry-track-media';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeTempDir, makeTestAudio } from './test-audio';
import { insertArtist, insertTrack, jobsFor, mediaWorker, trackRow } from './track-media-fixtures';

let t: TestApp;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let owner: string;
let otherArtist: string;
let trackId: string;

beforeAll(async () => {
  t = await createTestApp();
  temp = await makeTempDir();
  [owner, otherArtist] = [await insertArtist(t), await insertArtist(t)];
  trackId = await insertTrack(t, owner, await makeTestAudio(temp.dir, 'master', { format: 'mp3', seconds: 6 }));
  await t.ctx.database.db
    .update(tracks)
    .set({ status: 'failed', processingError: TRACK_MEDIA_FAILED_MESSAGE })
    .where(eq(tracks.id, trackId));
});
afterAll(async () => {
  await t.close();
  await temp.remove();
});

async function expectNotFound(promise: Promise<void>): Promise<void> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    code: 'NOT_FOUND',
    userMessage: { key: 'catalogue.trackNotFound', text: 'Track not found.' },
  });
}

describe('retryTrackMedia', () => {
  it('is a 404 for another artist, an unknown id or a malformed id, and changes nothing', async () => {
    await expectNotFound(retryTrackMedia(t.ctx.database.db, trackId, otherArtist));
    await expectNotFound(retryTrackMedia(t.ctx.database.db, '00000000-0000-4000-8000-000000000000', owner));
    await expectNotFound(retryTrackMedia(t.ctx.database.db, 'nope', owner));
    expect((await trackRow(t, trackId)).status).toBe('failed');
    expect(await jobsFor(t, trackId)).toEqual([]);
  });

  it('puts the owner’s failed track back to processing with one new job, even when clicked twice', async () => {
    await t.ctx.database.db.transaction((tx) => retryTrackMedia(tx, trackId, owner));
    await retryTrackMedia(t.ctx.database.db, trackId, owner);
    expect(await trackRow(t, trackId)).toMatchObject({ status: 'processing', processingError: null });
    expect(await jobsFor(t, trackId)).toHaveLength(1);
  });

  it('lets the new job finish the track', async () => {
    await mediaWorker(t).runOnce();
    expect((await trackRow(t, trackId)).status).toBe('ready');
    await retryTrackMedia(t.ctx.database.db, trackId, owner);
    expect((await trackRow(t, trackId)).status).toBe('ready');
    expect(await jobsFor(t, trackId)).toHaveLength(1);
  });
});
