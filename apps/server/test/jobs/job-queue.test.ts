import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { jobs } from '../../src/db/schema/infra';
import { claimJobs } from '../../src/db/repositories/jobs-repository';
import { enqueueJob } from '../../src/jobs/enqueue-job';
import { DEFAULT_LEASE_MS, JobWorker, type JobWorkerOptions } from '../../src/jobs/job-worker';
import { captureLogs, LEVEL } from './capture-logs';
import { openFreshDatabase, type FreshDatabase } from './open-fresh-database';

let fresh: FreshDatabase;
let database: Database;
beforeAll(async () => {
  fresh = await openFreshDatabase();
  database = fresh.database;
});
afterAll(() => fresh.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const allJobs = () => database.db.select().from(jobs).orderBy(jobs.id);
const jobById = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const onlyJob = async () => (await allJobs())[0]!;

function makeWorker(overrides: Partial<JobWorkerOptions> = {}) {
  const { log, lines } = captureLogs();
  const worker = new JobWorker({ database, log, concurrency: 4, pollMs: 60_000, instanceId: 'test-a', ...overrides });
  return { worker, lines };
}

describe('enqueueJob', () => {
  it('makes one job per dedupe key and one per call without a key', async () => {
    await enqueueJob(database.db, 'demo', { n: 1 }, { dedupeKey: 'same' });
    await enqueueJob(database.db, 'demo', { n: 2 }, { dedupeKey: 'same' });
    await enqueueJob(database.db, 'demo', { n: 3 });
    await enqueueJob(database.db, 'demo', { n: 3 });
    expect((await allJobs()).map((job) => job.payload)).toEqual([{ n: 1 }, { n: 3 }, { n: 3 }]);
  });

  it('creates the job only if the transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'demo', {});
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(await allJobs()).toHaveLength(0);
  });
});

describe('JobWorker', () => {
  it('gives each job to exactly one of two instances claiming at once', async () => {
    const JOB_COUNT = 120;
    for (let n = 0; n < JOB_COUNT; n++) await enqueueJob(database.db, 'count', { n });
    const seen: number[] = [];
    const handler = async (payload: Record<string, unknown>) => void seen.push(Number(payload.n));
    const other = await fresh.connectAgain();
    const workers = [
      makeWorker({ instanceId: 'test-a', concurrency: 3 }).worker,
      makeWorker({ instanceId: 'test-b', concurrency: 3, database: other }).worker,
    ];
    workers.forEach((worker) => worker.register('count', handler));
    const drain = async (worker: JobWorker) => {
      while ((await worker.runOnce()) > 0);
    };
    await Promise.all(workers.flatMap((worker) => [drain(worker), drain(worker)]));
    expect(seen.toSorted((a, b) => a - b)).toEqual([...Array(JOB_COUNT).keys()]);
    expect((await allJobs()).every((job) => job.doneAt && job.attempts === 1 && !job.lockedBy)).toBe(true);
  });

  it('retries a failed job after an exponential backoff', async () => {
    const { worker } = makeWorker();
    let calls = 0;
    worker.register('flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
    });
    await enqueueJob(database.db, 'flaky', {});
    expect(await worker.runOnce()).toBe(1);
    const failed = await onlyJob();
    expect(failed).toMatchObject({ attempts: 1, lastError: 'boom', lockedBy: null, doneAt: null, deadAt: null });
    const [{ delay }] = (
      await database.db.execute<{ delay: number }>(
        sql`select extract(epoch from run_at - now())::float8 as delay from jobs where id = ${failed.id}`,
      )
    ).rows as [{ delay: number }];
    expect(delay).toBeGreaterThan(1);
    expect(delay).toBeLessThanOrEqual(2);
    expect(await worker.runOnce()).toBe(0);

    await database.db.update(jobs).set({ runAt: sql`now()` });
    expect(await worker.runOnce()).toBe(1);
    expect(await onlyJob()).toMatchObject({ attempts: 2, doneAt: expect.any(Date) });
    expect(calls).toBe(2);
  });

  it('marks a job dead after max attempts and logs it as an error', async () => {
    const { worker, lines } = makeWorker({ retryDelayMs: () => 0 });
    worker.register('broken', async () => {
      throw new Error('always broken');
    });
    await enqueueJob(database.db, 'broken', {}, { maxAttempts: 2 });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    const job = await onlyJob();
    expect(job).toMatchObject({ attempts: 2, deadAt: expect.any(Date), doneAt: null, lastError: 'always broken' });
    const dead = lines.filter((line) => line.msg === 'job dead');
    expect(dead).toEqual([
      expect.objectContaining({ level: LEVEL.error, kind: 'broken', id: job.id, error: 'always broken' }),
    ]);
  });

  it('fails a job of an unknown kind with a clear error', async () => {
    const { worker } = makeWorker();
    await enqueueJob(database.db, 'no.such.kind', {});
    await worker.runOnce();
    expect((await onlyJob()).lastError).toBe('No handler registered for job kind "no.such.kind"');
  });

  it('runs only the kinds asked for, leaving other due jobs untouched', async () => {
    const { worker } = makeWorker();
    const ran: string[] = [];
    for (const kind of ['wanted', 'other']) worker.register(kind, async () => void ran.push(kind));
    await enqueueJob(database.db, 'other', {});
    await enqueueJob(database.db, 'wanted', {});
    expect(await worker.runOnce(['wanted'])).toBe(1);
    expect(ran).toEqual(['wanted']);
    expect((await allJobs()).map((job) => [job.kind, job.attempts, job.doneAt !== null])).toEqual([
      ['other', 0, false],
      ['wanted', 1, true],
    ]);
  });

  it('reclaims the job of a crashed instance once its lease expires', async () => {
    await enqueueJob(database.db, 'work', {});
    const [claimed] = await claimJobs(database.db, 'crashed-instance', 1, 60_000);
    const { worker } = makeWorker();
    const attempts: number[] = [];
    worker.register('work', async (_payload, context) => void attempts.push(context.attempt));
    expect(await worker.runOnce()).toBe(0);

    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await worker.runOnce()).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await jobById(claimed!.id)).toMatchObject({ doneAt: expect.any(Date), lockedBy: null });
  });

  it('wakes on an enqueue committed anywhere, without waiting for the poll', async () => {
    const { worker } = makeWorker();
    const ran = vi.fn(async () => undefined);
    worker.register('wake', ran);
    worker.start();
    await sleep(300);
    await database.db.transaction((tx) => enqueueJob(tx, 'wake', {}));
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await worker.stop();
  });

  it('returns an unfinished job to the queue on stop()', async () => {
    const { worker, lines } = makeWorker({ stopTimeoutMs: 100 });
    let release = () => undefined as void;
    const isRunning = new Promise<void>((started) => {
      worker.register('slow', () => {
        started();
        return new Promise<void>((resolve) => (release = resolve));
      });
    });
    await enqueueJob(database.db, 'slow', {});
    worker.start();
    await isRunning;
    await worker.stop();
    expect(await onlyJob()).toMatchObject({ attempts: 0, lockedBy: null, lockedUntil: null, doneAt: null });
    expect(lines.some((line) => line.msg === 'unfinished jobs returned to the queue')).toBe(true);

    const { worker: next } = makeWorker({ instanceId: 'test-b' });
    next.register('slow', async () => undefined);
    expect(await next.runOnce()).toBe(1);
    release();
    expect(await onlyJob()).toMatchObject({ attempts: 1, doneAt: expect.any(Date) });
  });

  /** A handler that signals when it starts and runs until released. */
  function blockingHandler() {
    let release = () => undefined as void;
    let started = () => undefined as void;
    const isRunning = new Promise<void>((resolve) => (started = resolve));
    const handler = () => {
      started();
      return new Promise<void>((resolve) => (release = resolve));
    };
    return { handler, isRunning, release: () => release() };
  }

  it('leases for at most 30 s by default, so a dead instance’s job is taken over within 30 s', async () => {
    expect(DEFAULT_LEASE_MS).toBeLessThanOrEqual(30_000);
    const { worker } = makeWorker({ leaseMs: undefined });
    const slow = blockingHandler();
    worker.register('slow', slow.handler);
    await enqueueJob(database.db, 'slow', {});
    worker.start();
    await slow.isRunning;
    const [row] = await database.db
      .select({ left: sql<number>`extract(epoch from ${jobs.lockedUntil} - now())` })
      .from(jobs);
    expect(Number(row!.left)).toBeGreaterThan(20);
    expect(Number(row!.left)).toBeLessThanOrEqual(30);
    slow.release();
    await worker.stop();
  });

  it('renews a live instance’s lease, and hands a crashed instance’s job to another once the lease runs out', async () => {
    const LEASE_MS = 600;
    const { worker: live } = makeWorker({ instanceId: 'live', leaseMs: LEASE_MS, concurrency: 1 });
    const slow = blockingHandler();
    live.register('slow', slow.handler);
    await enqueueJob(database.db, 'slow', { n: 1 });
    live.start();
    await slow.isRunning;

    const { worker: other } = makeWorker({ instanceId: 'other', leaseMs: LEASE_MS });
    const ran: unknown[] = [];
    other.register('slow', async (payload) => void ran.push(payload.n));
    await sleep(LEASE_MS * 2.5);
    expect(await other.runOnce()).toBe(0);

    // A crashed instance: it claimed a job and then never renewed it (no timers, no stop()).
    await enqueueJob(database.db, 'slow', { n: 2 });
    await claimJobs(database.db, 'crashed', 1, LEASE_MS);
    expect(await other.runOnce()).toBe(0);
    await sleep(LEASE_MS + 200);
    expect(await other.runOnce()).toBe(1);
    expect(ran).toEqual([2]);
    slow.release();
    await live.stop();
  });
});
