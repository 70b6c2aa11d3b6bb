import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import { jobs } from '../../src/db/schema/index';
import { PROCESS_TRACK_MEDIA_JOB } from '../../src/jobs/handlers/process-track-media';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mediaWorker } from '../media/track-media-fixtures';
import { uploadTestTrack, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { drainFanOut, fanOutWorker, follow, getJson } from './follow-fixtures';

let t: TestApp;
let artist: TestAccount;
let fan: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artist, fan] = await Promise.all([createArtist(t), createBuyer(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('an upload reaches the followers’ Following feed', () => {
  it('is fanned out by its own job once the media job made it ready, not by the upload', async () => {
    await follow(t, artist.username, fan.cookie);
    const trackId = await uploadTestTrack(t, artist, { title: 'For the fans' });
    const fanOut = fanOutWorker(t, 1000);
    expect(await drainFanOut(fanOut)).toBe(0);
    await t.ctx.database.db.delete(jobs).where(ne(jobs.kind, PROCESS_TRACK_MEDIA_JOB));
    expect(await mediaWorker(t).runOnce([PROCESS_TRACK_MEDIA_JOB])).toBe(1);
    expect((await getJson<TFeedPage>(t, '/api/me/following/tracks', fan.cookie)).items).toEqual([]);
    expect(await drainFanOut(fanOut)).toBe(1);
    const page = await getJson<TFeedPage>(t, '/api/me/following/tracks', fan.cookie);
    expect(page.items.map((card) => [card.id, card.title])).toEqual([[trackId, 'For the fans']]);
  });
});
