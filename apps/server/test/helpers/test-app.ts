import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { parseEnv, type TEnv } from '../../src/config/env';
import { createContext, type AppContext } from '../../src/context';
import { openDatabase } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  env: TEnv;
  /** Base URL once `listen()` was called. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Share one PostgreSQL database between several apps (multi-instance tests). */
  sharedDatabase?: TestDatabase;
  env?: Record<string, string>;
  /** Start the job worker and the event bus as the real server does. */
  startBackground?: boolean;
  /** Heartbeat of /api/events, for tests that shorten HTTP_IDLE_TIMEOUT_MS. */
  eventsHeartbeatMs?: number;
  /** A built web app's directory (index.html); none by default. */
  webDist?: string;
  /** The web's server-rendering module (its source works under vitest); none by default. */
  webRenderer?: string;
  /** Sees every route as it is registered. */
  onRoute?: BuildAppOptions['onRoute'];
  /** A logger to read what the app logs (test/jobs/capture-logs.ts); a silent one by default. */
  log?: FastifyBaseLogger;
}

/** Boots the whole app on a fresh database and a fresh data directory. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-test-'));
  const testDb = options.sharedDatabase ?? (await createTestDatabase());
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    JOB_POLL_MS: '50',
    // Tests write rows straight into the database, which the real app never does behind the cache's back.
    VISITOR_CACHE_MS: '0',
    SESSION_CACHE_MS: '0',
    ...(testDb.url ? { DATABASE_URL: testDb.url, DATABASE_POOL_SIZE: '4' } : {}),
    ...options.env,
  });
  const log = options.log ?? pino({ level: env.LOG_LEVEL });
  const database = testDb.pglite ? await openDatabase({ pglite: testDb.pglite }) : undefined;
  const ctx = await createContext(env, log, { database });
  const app = await buildApp(ctx, {
    logger: log,
    webDist: options.webDist ?? path.join(dataDir, 'no-web-build'),
    webRenderer: options.webRenderer ?? path.join(dataDir, 'no-web-renderer'),
    eventsHeartbeatMs: options.eventsHeartbeatMs,
    onRoute: options.onRoute,
  });
  if (options.startBackground) {
    await ctx.events.start();
    ctx.worker.start();
  }
  await app.ready();

  return {
    app,
    ctx,
    env,
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('server did not bind');
      return `http://127.0.0.1:${address.port}`;
    },
    async close() {
      await app.close();
      await ctx.worker.stop();
      await ctx.events.stop();
      await ctx.database.close();
      if (!options.sharedDatabase) await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
