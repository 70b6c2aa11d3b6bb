import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, parseEnv, type TEnv } from './config/env';
import { createContext } from './context';
import { scheduleSalePriceRepair } from './services/deals/repair-sale-prices';
import { openDatabase } from './db/client';
import { DataDirBusy } from './db/data-dir-lock';
import { removeStaleTempDirs } from './media/audio/temp-dirs';
import { serveSnapshots } from './backup/snapshot-socket';
import { outboxUrl } from './routes/dev-outbox/outbox-token';
import { describeDatabaseTarget, describeStartupError, StartupError } from './startup/describe-startup-error';
import { holdPortWhileStarting } from './startup/hold-port-while-starting';
import { waitForDatabase } from './startup/wait-for-database';

function readEnv(): TEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const startedAt = performance.now();
const env = readEnv();
const log = pino({ level: env.LOG_LEVEL });
/** Aborted by SIGTERM while start-up still waits for the database. */
const startup = new AbortController();
let isStopping = false;

/** Start-up failures are one line on stderr, naming what failed and why; the stack only at LOG_LEVEL=debug. */
function giveUp(error: unknown): never {
  log.debug({ err: error }, 'start-up failed');
  if (error instanceof DataDirBusy) console.error(error.message);
  else
    console.error(
      `Beatpasal could not start: ${error instanceof StartupError ? error.message : describeStartupError(error)}`,
    );
  process.exit(1);
}

async function start() {
  const hold = await holdPortWhileStarting(env.HOST, env.PORT).catch((error: unknown) => {
    throw new StartupError(`cannot listen on ${env.HOST}:${env.PORT}: ${describeStartupError(error)}`);
  });
  const dataDir = path.join(env.DATA_DIR, 'db');
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir, poolSize: env.DATABASE_POOL_SIZE });
  const target = describeDatabaseTarget(env.DATABASE_URL, dataDir);
  await waitForDatabase(database, { target, waitSeconds: env.DATABASE_WAIT_SECONDS, log, signal: startup.signal });
  const ctx = await createContext(env, log, { database });
  const app = await buildApp(ctx, { logger: log });

  const staleTempDirs = await removeStaleTempDirs().catch((err: unknown) => {
    log.warn({ err }, 'removing stale media temp dirs failed');
    return [];
  });
  if (staleTempDirs.length > 0) log.info({ dirs: staleTempDirs }, 'removed media temp dirs left by an earlier crash');
  await ctx.events.start();
  // Each start repairs the prices in force (decision 095) and restarts the hourly chain of sweeps.
  await scheduleSalePriceRepair(ctx.database.db, new Date(), `start:${ctx.instanceId}`);
  ctx.worker.start();
  await hold.release();
  await app.listen({ host: env.HOST, port: env.PORT });
  const stopSnapshots = await serveSnapshots(env.DATA_DIR, ctx.database, log);
  return { app, ctx, stopSnapshots };
}

const starting = start();

async function shutdown(signal: string) {
  if (isStopping) return;
  isStopping = true;
  log.info({ signal }, 'shutting down: no new requests, finishing in-flight work');
  const timer = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 25_000);
  timer.unref();
  // Still waiting for the database: stop waiting. Already migrating: let it finish, then close.
  startup.abort();
  const running = await starting.catch(() => null);
  if (running) {
    await running.app.close();
    await running.stopSnapshots();
    await running.ctx.worker.stop();
    await running.ctx.events.stop();
    await running.ctx.database.close();
  }
  log.info(running ? 'stopped cleanly' : 'stopped before start-up finished');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const running = await starting.catch((error: unknown) => (isStopping ? null : giveUp(error)));
if (running && !isStopping) {
  const { ctx } = running;
  log.info(
    {
      database: ctx.database.kind,
      storage: ctx.storage.kind,
      mail: ctx.mailTransport ? 'smtp' : 'local outbox',
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Beatpasal is running on ${env.PUBLIC_URL}`,
  );
  if (!ctx.mailTransport)
    log.info(`Mail is kept in the local outbox: ${outboxUrl(env, ctx.secret)} (from this machine only)`);
}
