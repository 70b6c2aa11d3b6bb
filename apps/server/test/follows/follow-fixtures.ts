import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { JobWorker } from '../../src/jobs/job-worker';
import { FAN_OUT_NEW_TRACK_JOB } from '../../src/jobs/new-track-fan-out';
import { createFanOutNewTrackHandler } from '../../src/services/follows/fan-out-new-track';
import { sameOrigin } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

export const followUrl = (username: string) => `/api/artists/${encodeURIComponent(username)}/follow`;

export function follow(t: TestApp, username: string, cookie?: string, method: 'PUT' | 'DELETE' | 'GET' = 'PUT') {
  return t.app.inject({ method, url: followUrl(username), headers: sameOrigin(t, cookie) });
}

export async function getJson<T>(t: TestApp, url: string, cookie?: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: sameOrigin(t, cookie) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** A worker that runs only the fan-out, `batchSize` followers per run, to see the batches one by one. */
export function fanOutWorker(t: TestApp, batchSize: number): JobWorker {
  const log = pino({ level: 'silent' });
  const worker = new JobWorker({
    database: t.ctx.database,
    log,
    concurrency: 1,
    pollMs: 60_000,
    instanceId: `fan-out-test-${randomUUID()}`,
  });
  worker.register(FAN_OUT_NEW_TRACK_JOB, createFanOutNewTrackHandler({ database: t.ctx.database, log, batchSize }));
  return worker;
}

/** Runs fan-out jobs one at a time until none is due; how many ran. */
export async function drainFanOut(worker: JobWorker): Promise<number> {
  let runs = 0;
  while ((await worker.runOnce([FAN_OUT_NEW_TRACK_JOB])) > 0) runs += 1;
  return runs;
}
