import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/config/env';
import { createContext, type AppContext } from '../apps/server/src/context';
import type { Database } from '../apps/server/src/db/client';
import { PublicCardPages } from '../apps/server/src/services/catalogue/public-card-pages';
import { WEB_DIST } from '../apps/server/src/plugins/spa';

export const HELLO_PATH = '/__bench/hello';
/** The built web app the bench serves (for counting the home page's requests); BENCH_WEB_DIST points elsewhere. */
export const BENCH_WEB_DIST = process.env.BENCH_WEB_DIST ?? WEB_DIST;

export interface BenchApp {
  ctx: AppContext;
  baseUrl: string;
  close(): Promise<void>;
}

export interface BenchContext {
  ctx: AppContext;
  /** Removes the context's temporary data directory. */
  dispose(): void;
}

/**
 * The real context (migrations run here) on the given database. Production settings and request
 * logging at info, written to /dev/null: the cost of logging is part of every request measured.
 */
export async function createBenchContext(database: Database, url: string | undefined): Promise<BenchContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-bench-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const log = pino({ level: env.LOG_LEVEL }, pino.destination('/dev/null'));
  const dispose = () => rmSync(dataDir, { recursive: true, force: true });
  const ctx = await createContext(env, log, { database }).catch((error: unknown) => {
    dispose();
    throw error;
  });
  return { ctx, dispose };
}

/**
 * The context with the answer caches off: no visitor or per-person kept answer (VISITOR_CACHE_MS)
 * and no shared card page, which the context itself holds. Every list request then reads the
 * database, as the 'page', 'search' and 'no caches' rows claim; the session cache stays, as in production.
 */
export function withoutCaches(ctx: AppContext): AppContext {
  return { ...ctx, env: { ...ctx.env, VISITOR_CACHE_MS: 0 }, publicPages: new PublicCardPages(0) };
}

/** buildApp on that context plus a trivial route, listening on loopback only. */
export async function startBenchApp(ctx: AppContext): Promise<BenchApp> {
  const log = pino({ level: ctx.env.LOG_LEVEL }, pino.destination('/dev/null'));
  const app = await buildApp(ctx, { logger: log, webDist: BENCH_WEB_DIST });
  app.get(HELLO_PATH, async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('bench app did not bind');
  return {
    ctx,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () => app.close(),
  };
}
