import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/infra';
import { createOpusBackfillHandler, OPUS_BACKFILL_JOB } from '../../src/jobs/handlers/opus-backfill';
import { createProcessTrackMediaHandler } from '../../src/jobs/handlers/process-track-media';
import { JobWorker } from '../../src/jobs/job-worker';
import { createAdmin, sameOrigin, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeTempDir, makeTestAudio } from './test-audio';
import { insertArtist, insertTrack, silentLog, trackRow } from './track-media-fixtures';

let t: TestApp;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let admin: TestUser;
let worker: JobWorker;
const trackIds: string[] = [];

/** A worker of this test's own: it runs only the backfill, two tracks a job, when the test says. */
function backfillWorker(): JobWorker {
  const { database, storage } = t.ctx;
  const own = new JobWorker({ database, log: silentLog, concurrency: 1, pollMs: 60_000, instanceId: randomUUID() });
  own.register(
    OPUS_BACKFILL_JOB,
    createOpusBackfillHandler({ database, storage, log: silentLog, canEncodeOpus: async () => true, batchSize: 2 }),
  );
  return own;
}

const steer = async (action: 'start' | 'stop') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media/opus-backfill',
    headers: sameOrigin(t, admin.cookie),
    payload: { action },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const progress = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/media/opus-backfill', headers: { cookie: admin.cookie } })
  ).json();
const opusKeys = async () => Promise.all(trackIds.map(async (id) => (await trackRow(t, id)).previewOpusKey));
/** A track made before Opus previews existed: ready, with its MP3 only. */
async function insertMp3OnlyTrack(artistId: string, master: string): Promise<string> {
  const { database, storage, events } = t.ctx;
  const trackId = await insertTrack(t, artistId, master);
  await createProcessTrackMediaHandler({ database, storage, events, log: silentLog, canEncodeOpus: async () => false })(
    { trackId },
    { id: 0, attempt: 1 },
  );
  return trackId;
}
const backfillJobs = () => t.ctx.database.db.select().from(jobs).where(eq(jobs.kind, OPUS_BACKFILL_JOB));
const runDue = () => worker.runOnce([OPUS_BACKFILL_JOB]);

beforeAll(async () => {
  t = await createTestApp();
  temp = await makeTempDir();
  admin = await createAdmin(t);
  worker = backfillWorker();
  const artistId = await insertArtist(t);
  const master = await makeTestAudio(temp.dir, 'master', { format: 'wav', seconds: 8 });
  for (let i = 0; i < 3; i += 1) trackIds.push(await insertMp3OnlyTrack(artistId, master));
  trackIds.sort();
}, 180_000);
afterAll(async () => {
  await t.close();
  await temp.remove();
});

/** Each case runs ffmpeg several times; a machine busy with other work needs more than the default 30 s. */
describe('the Opus backfill of existing tracks', { timeout: 180_000 }, () => {
  it('converts in batches, keeps its position, stops when told and resumes where it stopped', async () => {
    expect(await progress()).toMatchObject({ isRunning: false, remaining: 3, canEncodeOpus: true });
    expect(await steer('start')).toMatchObject({ isRunning: true });
    await steer('start');
    expect(await backfillJobs()).toHaveLength(1);

    await runDue();
    const afterFirstBatch = await opusKeys();
    expect(afterFirstBatch.map((key) => key !== null)).toEqual([true, true, false]);
    expect(await progress()).toMatchObject({ isRunning: true, remaining: 1, convertedCount: 2 });
    expect(await backfillJobs()).toHaveLength(2);

    expect(await steer('stop')).toMatchObject({ isRunning: false });
    await runDue();
    expect(await opusKeys()).toEqual(afterFirstBatch);

    await steer('start');
    await runDue();
    const keys = await opusKeys();
    expect(keys.every((key) => key?.endsWith('.webm'))).toBe(true);
    expect(keys.slice(0, 2)).toEqual(afterFirstBatch.slice(0, 2));
    expect(await progress()).toMatchObject({ isRunning: false, remaining: 0, convertedCount: 3, skippedCount: 0 });
  });

  it('changes nothing on a second pass: every track already has its Opus preview', async () => {
    const before = await opusKeys();
    await steer('start');
    while ((await runDue()) > 0);
    expect(await opusKeys()).toEqual(before);
    expect(await progress()).toMatchObject({ isRunning: false, remaining: 0, convertedCount: 3 });
  });

  it('skips and counts a track whose master no longer converts, and goes on with the others', async () => {
    const artistId = await insertArtist(t);
    const master = await makeTestAudio(temp.dir, 'second', { format: 'wav', seconds: 8 });
    const broken = await insertMp3OnlyTrack(artistId, master);
    const fine = await insertMp3OnlyTrack(artistId, master);
    const brokenRow = await trackRow(t, broken);
    await t.ctx.storage.put(brokenRow.masterKey, Buffer.from('not audio any more'), {
      contentType: 'audio/wav',
      visibility: 'private',
    });

    await steer('start');
    while ((await runDue()) > 0);
    expect((await trackRow(t, broken)).previewOpusKey).toBeNull();
    expect((await trackRow(t, fine)).previewOpusKey).toMatch(/\.webm$/);
    expect(await progress()).toMatchObject({ isRunning: false, remaining: 1, skippedCount: 1 });
  });

  it('is refused to no one but an administrator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/opus-backfill',
      headers: sameOrigin(t),
      payload: { action: 'start' },
    });
    expect(res.statusCode).toBe(404);
  });
});
