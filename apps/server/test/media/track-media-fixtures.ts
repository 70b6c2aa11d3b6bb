import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { users } from '../../src/db/schema/auth';
import { jobs } from '../../src/db/schema/infra';
import { profiles } from '../../src/db/schema/profiles';
import { tracks } from '../../src/db/schema/tracks';
import { createProcessTrackMediaHandler, PROCESS_TRACK_MEDIA_JOB } from '../../src/jobs/handlers/process-track-media';
import { JobWorker } from '../../src/jobs/job-worker';
import { sniffAudio } from '../../src/media/audio/detect-audio';
import { newObjectKey } from '../../src/storage/object-keys';
import type { ObjectStore } from '../../src/storage/object-store';
import type { TestApp } from '../helpers/test-app';

export const silentLog = pino({ level: 'silent' });

/** An artist profile written directly, as the catalogue's own tests need no sign-up here. */
export async function insertArtist(t: TestApp): Promise<string> {
  const id = randomUUID();
  await t.ctx.database.db.insert(users).values({ id, email: `${id}@example.com` });
  await t.ctx.database.db
    .insert(profiles)
    .values({ id, role: 'artist', username: `artist_${id.slice(0, 8)}`, displayName: 'Test Artist' });
  return id;
}

async function storeAudio(
  t: TestApp,
  file: string,
  area: 'tracks-master' | 'voice-tags',
): Promise<{ key: string; contentType: string }> {
  const bytes = await readFile(file);
  const sniffed = sniffAudio(bytes) ?? { contentType: 'application/octet-stream', extension: 'bin' };
  const key = newObjectKey(area, sniffed.extension);
  await t.ctx.storage.put(key, bytes, { contentType: sniffed.contentType, visibility: 'private' });
  return { key, contentType: sniffed.contentType };
}

/** A track row as the upload route leaves it: master (and tag) stored, status 'processing'. */
export async function insertTrack(t: TestApp, artistId: string, master: string, voiceTag?: string): Promise<string> {
  const stored = await storeAudio(t, master, 'tracks-master');
  const tag = voiceTag ? await storeAudio(t, voiceTag, 'voice-tags') : undefined;
  const [row] = await t.ctx.database.db
    .insert(tracks)
    .values({
      artistId,
      title: 'Test beat',
      genre: 'Hip Hop',
      bpm: 90,
      masterKey: stored.key,
      masterContentType: stored.contentType,
      voiceTagKey: tag?.key,
    })
    .returning({ id: tracks.id });
  return row!.id;
}

export async function trackRow(t: TestApp, trackId: string) {
  const [row] = await t.ctx.database.db.select().from(tracks).where(eq(tracks.id, trackId));
  return row!;
}

export async function jobsFor(t: TestApp, trackId: string) {
  const rows = await t.ctx.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, PROCESS_TRACK_MEDIA_JOB))
    .orderBy(jobs.id);
  return rows.filter((job) => job.payload.trackId === trackId);
}

/** A worker that is never started: `runOnce()` claims and runs due jobs in the test's own time. */
export function mediaWorker(t: TestApp, storage: ObjectStore = t.ctx.storage): JobWorker {
  const { database, events } = t.ctx;
  const worker = new JobWorker({
    database,
    log: silentLog,
    concurrency: 1,
    pollMs: 60_000,
    instanceId: `media-test-${randomUUID()}`,
  });
  worker.register(
    PROCESS_TRACK_MEDIA_JOB,
    createProcessTrackMediaHandler({ database, storage, events, log: silentLog }),
  );
  return worker;
}

/** The same store, except that every read fails as if it were unreachable. */
export function storeWithFailingReads(store: ObjectStore): ObjectStore {
  return {
    kind: store.kind,
    where: store.where,
    put: (key, body, options) => store.put(key, body, options),
    head: (key) => store.head(key),
    read: () => Promise.reject(new Error('object store unavailable')),
    download: () => Promise.reject(new Error('object store unavailable')),
    delete: (key) => store.delete(key),
    list: () => store.list(),
    publicUrl: (key) => store.publicUrl(key),
    signedUrl: (key, options) => store.signedUrl(key, options),
    ping: () => store.ping(),
  };
}
