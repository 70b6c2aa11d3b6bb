import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { MAIL_DELIVER_JOB } from '../mail/enqueue-mail';
import { readQueueDepths, type QueueDepth } from '../db/repositories/queue-depths-repository';
import type { ReadinessWatch } from '../services/operations/readiness-watch';

/** Process metrics (CPU, memory, event-loop delay, GC) are made once per process, however many apps it builds (tests). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds; from a cached image (1 ms) to a slow upload or export (30 s). */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

type TDeps = Pick<AppContext, 'database' | 'events' | 'smtp'>;

/** The pool of a PostgreSQL deployment (drizzle's public `$client`); PGlite has none. */
function poolOf(database: TDeps['database']): pg.Pool | undefined {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

function appMetrics(registry: Registry, { database, events, smtp }: TDeps, watch: ReadinessWatch) {
  const requests = new Histogram({
    name: 'beatpasal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count is the request rate).',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Every gauge below reads the same statement: prom-client collects all metrics of a scrape at once, so the first starts it and the rest join.
  let reading: Promise<QueueDepth[] | null> | undefined;
  const depths = () => {
    reading ??= readQueueDepths(database.db)
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  const jobGauge = (name: string, help: string, value: (depth: QueueDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        const read = await depths();
        this.reset();
        for (const depth of read ?? []) this.set({ kind: depth.kind }, value(depth));
      },
    });
  jobGauge(
    'beatpasal_jobs_waiting',
    'Jobs not done and not given up (due, scheduled, running or held), by kind.',
    (depth) => depth.waiting,
  );
  jobGauge(
    'beatpasal_jobs_held',
    'Jobs held after a restore until the operator releases them, by kind.',
    (depth) => depth.held,
  );
  jobGauge('beatpasal_jobs_dead', 'Jobs given up after their last attempt, by kind.', (depth) => depth.dead);
  jobGauge(
    'beatpasal_jobs_oldest_due_seconds',
    'How long the oldest due job has waited for a worker, by kind (0 when none is due).',
    (depth) => depth.oldestDueSeconds ?? 0,
  );
  const mailGauge = (name: string, help: string, value: (depth: QueueDepth | undefined) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await depths();
        if (read) this.set(value(read.find((depth) => depth.kind === MAIL_DELIVER_JOB)));
      },
    });
  mailGauge(
    'beatpasal_mail_outbox_waiting',
    'Mails in the outbox not yet sent nor given up (held ones included).',
    (depth) => depth?.waiting ?? 0,
  );
  mailGauge(
    'beatpasal_mail_outbox_oldest_seconds',
    'Age of the oldest mail waiting in the outbox (0 when none waits).',
    (depth) => depth?.oldestWaitingSeconds ?? 0,
  );
  new Gauge({
    name: 'beatpasal_queue_scrape_ok',
    help: '1 when the queue and outbox gauges were read from the database at this scrape, 0 when reading failed.',
    registers: [registry],
    async collect() {
      this.set((await depths()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'beatpasal_sse_connections',
    help: 'Open live-update streams (/api/events) on this instance.',
    registers: [registry],
    collect() {
      this.set(events.subscriberCount);
    },
  });
  const pool = poolOf(database);
  new Gauge({
    name: 'beatpasal_db_pool_connections',
    help: 'PostgreSQL pool connections of this instance: total, idle, and requests waiting for one (absent with PGlite).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'beatpasal_ready',
    help: 'Readiness checks as of the last /api/ready or /api/status: 1 ok, 0 failed (mail: absent with the local outbox).',
    labelNames: ['check'],
    registers: [registry],
    collect() {
      const checks = watch.last?.checks;
      if (checks)
        for (const check of ['database', 'storage'] as const) this.set({ check }, checks[check] === 'ok' ? 1 : 0);
      if (smtp.state !== 'local') this.set({ check: 'mail' }, smtp.state === 'failed' ? 0 : 1);
    },
  });
  return { requests };
}

/**
 * Prometheus metrics of this instance (decision 070): request latencies per route pattern, the job
 * queue and outbox, live-update streams, the database pool, readiness and the process's own
 * (event-loop delay among them).
 */
export interface AppMetrics {
  text(): Promise<string>;
  contentType: string;
}

/** Call on the root instance, before the routes: its hook times every answer. */
export function registerMetrics(app: FastifyInstance, deps: TDeps, watch: ReadinessWatch): AppMetrics {
  const registry = new Registry();
  const { requests } = appMetrics(registry, deps, watch);
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, never the address: one series per route, not per track id.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const merged = Registry.merge([processMetrics(), registry]);
  return { text: () => merged.metrics(), contentType: merged.contentType };
}
