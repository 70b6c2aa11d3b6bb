import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../src/db/schema/infra';
import { tracks } from '../../src/db/schema/tracks';
import {
  createProcessTrackMediaHandler,
  PROCESS_TRACK_MEDIA_JOB,
  TRACK_MEDIA_FAILED_MESSAGE,
} from '../../src/jobs/handlers/process-track-media';
import { enqueueJob } from '../../src/jobs/enqueue-job';
import { JobWorker } from '../../src/jobs/job-worker';
import { runFfmpeg } from '../../src/media/audio/run-ffmpeg';
import { deleteTrack } from '../../src/services/tracks/delete-track';
import type { UserEvent } from '../../src/realtime/event-bus';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { keysAwaitingDeletion, runFileDeletions, storedKeys } from '../helpers/stored-files';
import { childFfmpegs, isAlive } from './hostile-audio';
import { makeTempDir, makeTestAudio, truncateCopy } from './test-audio';
import {
  insertArtist,
  insertTrack,
  jobsFor,
  mediaWorker,
  silentLog,
  storeWithFailingReads,
  trackRow,
} from './track-media-fixtures';

let t: TestApp;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let artistId: string;
let beep: string;
const received: UserEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.events.start();
  temp = await makeTempDir();
  artistId = await insertArtist(t);
  t.ctx.events.subscribe(artistId, (event) => received.push(event));
  beep = await makeTestAudio(temp.dir, 'voice-tag', { format: 'wav', seconds: 1, frequency: 880 });
});
afterAll(async () => {
  await t.close();
  await temp.remove();
});

const enqueueMedia = (trackId: string, maxAttempts?: number) =>
  enqueueJob(
    t.ctx.database.db,
    PROCESS_TRACK_MEDIA_JOB,
    { trackId },
    { dedupeKey: `track.process-media:${trackId}`, maxAttempts },
  );
const previewKeys = async () => (await storedKeys(t)).filter((key) => key.startsWith('tracks-preview/'));
const expectEvent = (type: string, trackId: string) =>
  vi.waitFor(() => expect(received).toContainEqual({ type, data: { trackId } }));

describe('track.process-media', () => {
  it('turns a WAV master and voice tag into a private preview, peaks and duration, and tells the artist', async () => {
    const trackId = await insertTrack(
      t,
      artistId,
      await makeTestAudio(temp.dir, 'master', { format: 'wav', seconds: 45 }),
      beep,
    );
    await enqueueMedia(trackId);
    await mediaWorker(t).runOnce();

    const track = await trackRow(t, trackId);
    expect(track).toMatchObject({ status: 'ready', processingError: null });
    expect(track.durationSeconds).toBeCloseTo(45, 1);
    expect(track.peaks).toHaveLength(800);
    expect(track.peaks!.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    expect(track.previewKey).toMatch(/^tracks-preview\/[0-9a-f-]{36}\.mp3$/);
    const info = await t.ctx.storage.head(track.previewKey!);
    expect(info).toMatchObject({ contentType: 'audio/mpeg', visibility: 'private' });
    const { format } = await parseBuffer(await t.ctx.storage.read(track.previewKey!), { mimeType: 'audio/mpeg' });
    expect(format.duration).toBeCloseTo(45, 0);
    const bytesPerMinute = Math.round((info!.size / format.duration!) * 60);
    process.stdout.write(
      `stored preview: ${info!.size} bytes for ${format.duration!.toFixed(2)} s = ${bytesPerMinute} bytes per minute\n`,
    );
    expect(bytesPerMinute).toBeLessThanOrEqual(1_000_000);
    expect((await jobsFor(t, trackId))[0]?.doneAt).not.toBeNull();
    await expectEvent('track.ready', trackId);
  });

  it.each(['mp3', 'flac'] as const)('processes a %s master without a voice tag', async (format) => {
    const trackId = await insertTrack(
      t,
      artistId,
      await makeTestAudio(temp.dir, `master-${format}`, { format, seconds: 20 }),
    );
    await enqueueMedia(trackId);
    await mediaWorker(t).runOnce();
    const track = await trackRow(t, trackId);
    expect(track.status).toBe('ready');
    expect(track.durationSeconds).toBeCloseTo(20, 0);
  });

  it('is idempotent: running again after success changes nothing and stores no second preview', async () => {
    const trackId = await insertTrack(
      t,
      artistId,
      await makeTestAudio(temp.dir, 'again', { format: 'wav', seconds: 10 }),
    );
    const handler = createProcessTrackMediaHandler({ ...t.ctx, log: silentLog });
    await handler({ trackId }, { id: 0, attempt: 1 });
    const [before, keysBefore] = [await trackRow(t, trackId), await previewKeys()];
    await handler({ trackId }, { id: 0, attempt: 1 });
    await enqueueJob(t.ctx.database.db, PROCESS_TRACK_MEDIA_JOB, { trackId });
    await mediaWorker(t).runOnce();
    expect(await trackRow(t, trackId)).toEqual(before);
    expect(await previewKeys()).toEqual(keysBefore);
  });

  it('replaces the preview of a track sent back to processing and deletes the old object once the delay has passed', async () => {
    const trackId = await insertTrack(
      t,
      artistId,
      await makeTestAudio(temp.dir, 'replace', { format: 'flac', seconds: 8 }),
    );
    const handler = createProcessTrackMediaHandler({ ...t.ctx, log: silentLog });
    await handler({ trackId }, { id: 0, attempt: 1 });
    const oldKey = (await trackRow(t, trackId)).previewKey!;
    await t.ctx.database.db.update(tracks).set({ status: 'processing' }).where(eq(tracks.id, trackId));
    await handler({ trackId }, { id: 0, attempt: 1 });
    const newKey = (await trackRow(t, trackId)).previewKey!;
    expect(newKey).not.toBe(oldKey);
    expect(await previewKeys()).toEqual(expect.arrayContaining([oldKey, newKey]));
    expect(await keysAwaitingDeletion(t)).toContain(oldKey);
    await runFileDeletions(t);
    expect(await previewKeys()).toContain(newKey);
    expect(await previewKeys()).not.toContain(oldKey);
  });

  it('fails a truncated WAV at once with a clear message, stores no preview and tells the artist', async () => {
    const wav = await makeTestAudio(temp.dir, 'to-truncate', { format: 'wav', seconds: 20 });
    const trackId = await insertTrack(t, artistId, await truncateCopy(wav, 0.4));
    const keysBefore = await previewKeys();
    await enqueueMedia(trackId);
    await mediaWorker(t).runOnce();
    expect(await trackRow(t, trackId)).toMatchObject({
      status: 'failed',
      processingError: TRACK_MEDIA_FAILED_MESSAGE,
      previewKey: null,
    });
    const [job] = await jobsFor(t, trackId);
    expect(job).toMatchObject({ attempts: 1, deadAt: null });
    expect(job?.doneAt).not.toBeNull();
    expect(await previewKeys()).toEqual(keysBefore);
    await expectEvent('track.failed', trackId);
  });

  it('retries storage trouble and fails the track only after the last attempt', async () => {
    const trackId = await insertTrack(
      t,
      artistId,
      await makeTestAudio(temp.dir, 'unlucky', { format: 'mp3', seconds: 8 }),
    );
    await enqueueMedia(trackId, 2);
    const failing = mediaWorker(t, storeWithFailingReads(t.ctx.storage));
    await failing.runOnce();
    expect((await trackRow(t, trackId)).status).toBe('processing');
    expect((await jobsFor(t, trackId))[0]).toMatchObject({
      attempts: 1,
      deadAt: null,
      lastError: 'object store unavailable',
    });
    await t.ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, PROCESS_TRACK_MEDIA_JOB));
    await failing.runOnce();
    expect(await trackRow(t, trackId)).toMatchObject({ status: 'failed', processingError: TRACK_MEDIA_FAILED_MESSAGE });
    expect((await jobsFor(t, trackId))[0]?.deadAt).not.toBeNull();
    await expectEvent('track.failed', trackId);
  });

  it('treats a job for a deleted track or without a track id as done', async () => {
    const ghost = randomUUID();
    await enqueueMedia(ghost);
    await enqueueJob(t.ctx.database.db, PROCESS_TRACK_MEDIA_JOB, { trackId: 'not-a-uuid' });
    const worker = mediaWorker(t);
    while ((await worker.runOnce()) > 0);
    const pending = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.doneAt} is null and ${jobs.deadAt} is null`);
    expect(pending).toEqual([]);
  });

  it('fails a track whose ffmpeg times out at once, without a retry taking a job slot again', async () => {
    const trackId = await insertTrack(
      t,
      artistId,
      await makeTestAudio(temp.dir, 'slow-to-decode', { format: 'flac', seconds: 30 }),
    );
    await enqueueMedia(trackId, 3);
    const { database, storage, events } = t.ctx;
    const worker = new JobWorker({
      database,
      log: silentLog,
      concurrency: 1,
      pollMs: 60_000,
      instanceId: `timeout-${randomUUID()}`,
    });
    worker.register(
      PROCESS_TRACK_MEDIA_JOB,
      createProcessTrackMediaHandler({ database, storage, events, log: silentLog, ffmpegTimeoutMs: 1 }),
    );
    await worker.runOnce();
    expect(await trackRow(t, trackId)).toMatchObject({ status: 'failed', processingError: TRACK_MEDIA_FAILED_MESSAGE });
    const [job] = await jobsFor(t, trackId);
    expect(job).toMatchObject({ attempts: 1, deadAt: null });
    expect(job?.doneAt).not.toBeNull();
    await expectEvent('track.failed', trackId);
  });

  it('deleting a track kills its running ffmpeg, stops the job and leaves no files', { timeout: 120_000 }, async () => {
    const master = path.join(temp.dir, 'fourteen-minutes.flac');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=220:sample_rate=8000:duration=840',
      '-ac',
      '1',
      '-y',
      master,
    ]);
    const trackId = await insertTrack(t, artistId, master);
    const masterKey = (await trackRow(t, trackId)).masterKey;
    const keysBefore = await previewKeys();
    await enqueueMedia(trackId);
    const run = mediaWorker(t).runOnce();

    let encoder: Awaited<ReturnType<typeof childFfmpegs>>[number] | undefined;
    await vi.waitFor(
      async () => {
        encoder = (await childFfmpegs()).find((child) => child.args.includes('libmp3lame'));
        expect(encoder).toBeDefined();
      },
      { timeout: 60_000, interval: 50 },
    );
    const jobDir = path.dirname(
      encoder!.args.find((arg) => arg.startsWith('file:') && arg.includes('master'))!.slice('file:'.length),
    );

    const deletedAt = performance.now();
    expect(await deleteTrack(t.ctx, { userId: artistId, trackId })).toEqual({ outcome: 'deleted' });
    await vi.waitFor(() => expect(isAlive(encoder!.pid)).toBe(false), { timeout: 5000, interval: 20 });
    await run;
    // Encoding 14 minutes takes far longer than this: the encoder was killed, not left to finish.
    expect(performance.now() - deletedAt).toBeLessThan(5000);

    expect(existsSync(jobDir)).toBe(false);
    expect(await previewKeys()).toEqual(keysBefore);
    expect(await keysAwaitingDeletion(t)).toContain(masterKey);
    await runFileDeletions(t);
    expect(await storedKeys(t)).not.toContain(masterKey);
    const [job] = await jobsFor(t, trackId);
    expect(job).toMatchObject({ deadAt: null, lastError: null });
    expect(job?.doneAt).not.toBeNull();
  });
});
