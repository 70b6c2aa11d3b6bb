import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../db/client';
import {
  claimJobs,
  extendLeases,
  JOB_ENQUEUED_CHANNEL,
  releaseJobs,
  type ClaimedJob,
} from '../db/repositories/jobs-repository';
import type { JobHandler } from './job-queue';
import { exponentialBackoff, runJob } from './run-job';

/**
 * A claim lasts 30 s and is renewed every 10 s while the handler runs, so a job of an instance
 * that died (`kill -9`, a lost machine) is taken over within 30 s, and two missed renewals in a
 * row (a stalled database) are needed before a live job is handed out twice.
 */
export const DEFAULT_LEASE_MS = 30_000;
const RENEWALS_PER_LEASE = 3;

export interface JobWorkerOptions {
  database: Database;
  log: FastifyBaseLogger;
  concurrency: number;
  pollMs: number;
  /** Names this process in `jobs.locked_by`; unique per running instance. */
  instanceId?: string;
  /** How long a claim lasts; a crashed instance's jobs come back after it. Renewed while a handler runs. */
  leaseMs?: number;
  /** How long `stop()` waits for running handlers before returning their jobs to the queue. */
  stopTimeoutMs?: number;
  retryDelayMs?: (attempt: number) => number;
  /** Kinds this instance should not claim now (mail while its SMTP server is unreachable); asked before each claim. */
  pausedKinds?: () => readonly string[];
}

export class JobWorker {
  readonly #handlers = new Map<string, JobHandler>();
  readonly #running = new Map<number, Promise<void>>();
  readonly #options: Required<JobWorkerOptions>;
  #timers: NodeJS.Timeout[] = [];
  #unlisten: Unlisten | undefined;
  #isStarted = false;
  #isStopping = false;
  #claiming: Promise<void> | undefined;
  #isWakePending = false;

  constructor(options: JobWorkerOptions) {
    this.#options = {
      ...options,
      instanceId: options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      stopTimeoutMs: options.stopTimeoutMs ?? 10_000,
      retryDelayMs: options.retryDelayMs ?? exponentialBackoff,
      pausedKinds: options.pausedKinds ?? (() => []),
    };
  }

  register(kind: string, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  start(): void {
    if (this.#isStarted) return;
    const { database, log, pollMs, leaseMs } = this.#options;
    this.#isStarted = true;
    this.#timers = [
      setInterval(() => this.notify(), pollMs),
      setInterval(() => void this.#renewLeases(), leaseMs / RENEWALS_PER_LEASE),
    ];
    database
      .listen(JOB_ENQUEUED_CHANNEL, () => this.notify())
      .then((unlisten) => {
        if (this.#isStarted && !this.#isStopping) this.#unlisten = unlisten;
        else void unlisten();
      })
      .catch((err: unknown) => log.warn({ err }, 'job wake-up channel unavailable; polling only'));
    this.notify();
  }

  /** Looks for work now instead of at the next poll. */
  notify(): void {
    if (!this.#isStarted || this.#isStopping) return;
    if (this.#claiming) {
      this.#isWakePending = true;
      return;
    }
    this.#claiming = this.#claimAndLaunch().finally(() => {
      this.#claiming = undefined;
      if (this.#isWakePending) {
        this.#isWakePending = false;
        this.notify();
      }
    });
  }

  /** Claims up to `concurrency` due jobs (of `kinds`, when given) once and runs them to the end; returns how many ran. */
  async runOnce(kinds?: readonly string[]): Promise<number> {
    const { database, instanceId, concurrency, leaseMs, pausedKinds } = this.#options;
    const claimed = await claimJobs(database.db, instanceId, concurrency, leaseMs, kinds, pausedKinds());
    await Promise.all(claimed.map((job) => this.#launch(job)));
    return claimed.length;
  }

  async stop(): Promise<void> {
    const { database, log, instanceId, stopTimeoutMs } = this.#options;
    this.#isStopping = true;
    this.#timers.forEach(clearInterval);
    await this.#unlisten?.().catch(() => undefined);
    this.#unlisten = undefined;
    await this.#claiming;
    const timeout = new AbortController();
    await Promise.race([
      Promise.allSettled(this.#running.values()),
      sleep(stopTimeoutMs, undefined, { signal: timeout.signal }).catch(() => undefined),
    ]);
    timeout.abort();
    const unfinished = [...this.#running.keys()];
    if (unfinished.length > 0) {
      // If this fails too, the leases still expire and other instances take the jobs over.
      await releaseJobs(database.db, unfinished, instanceId).then(
        () => log.warn({ ids: unfinished }, 'unfinished jobs returned to the queue'),
        (err: unknown) => log.error({ ids: unfinished, err }, 'returning unfinished jobs to the queue failed'),
      );
    }
    this.#isStarted = false;
    this.#isStopping = false;
  }

  async #claimAndLaunch(): Promise<void> {
    const { database, log, instanceId, concurrency, leaseMs, pausedKinds } = this.#options;
    const free = concurrency - this.#running.size;
    if (free <= 0) return;
    try {
      const claimed = await claimJobs(database.db, instanceId, free, leaseMs, undefined, pausedKinds());
      if (this.#isStopping)
        await releaseJobs(
          database.db,
          claimed.map((job) => job.id),
          instanceId,
        );
      else for (const job of claimed) void this.#launch(job).then(() => this.notify());
    } catch (err) {
      log.warn({ err }, 'claiming jobs failed');
    }
  }

  #launch(job: ClaimedJob): Promise<void> {
    const { database, log, instanceId, retryDelayMs } = this.#options;
    const handler = this.#handlers.get(job.kind);
    const run = runJob(job, { database, log, instanceId, handler, retryDelayMs }).finally(() =>
      this.#running.delete(job.id),
    );
    this.#running.set(job.id, run);
    return run;
  }

  async #renewLeases(): Promise<void> {
    const { database, log, instanceId, leaseMs } = this.#options;
    try {
      await extendLeases(database.db, [...this.#running.keys()], instanceId, leaseMs);
    } catch (err) {
      log.warn({ err }, 'renewing job leases failed');
    }
  }
}
