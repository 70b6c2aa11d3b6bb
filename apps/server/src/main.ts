import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, parseEnv, type TEnv } from './config/env';
import { createContext } from './context';
import { DataDirBusy } from './db/data-dir-lock';
import { removeStaleTempDirs } from './media/audio/temp-dirs';
import { serveSnapshots } from './backup/snapshot-socket';
import { outboxUrl } from './routes/dev-outbox/outbox-token';

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
const ctx = await createContext(env, log).catch((error: unknown) => {
  // Another server, or `npm run demo`, already has the embedded database open.
  if (!(error instanceof DataDirBusy)) throw error;
  console.error(error.message);
  process.exit(1);
});
const app = await buildApp(ctx, { logger: log });

const staleTempDirs = await removeStaleTempDirs().catch((err: unknown) => {
  log.warn({ err }, 'removing stale media temp dirs failed');
  return [];
});
if (staleTempDirs.length > 0) log.info({ dirs: staleTempDirs }, 'removed media temp dirs left by an earlier crash');
await ctx.events.start();
ctx.worker.start();
await app.listen({ host: env.HOST, port: env.PORT });
const stopSnapshots = await serveSnapshots(env.DATA_DIR, ctx.database, log);
log.info(
  { database: ctx.database.kind, storage: ctx.storage.kind, mail: ctx.mailTransport ? 'smtp' : 'local outbox', startupMs: Math.round(performance.now() - startedAt) },
  `Beatpasal is running on ${env.PUBLIC_URL}`,
);
if (!ctx.mailTransport) log.info(`Mail is kept in the local outbox: ${outboxUrl(env, ctx.secret)} (from this machine only)`);

let isStopping = false;
async function shutdown(signal: string) {
  if (isStopping) return;
  isStopping = true;
  log.info({ signal }, 'shutting down: no new requests, finishing in-flight work');
  const timer = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 25_000);
  timer.unref();
  await app.close();
  await stopSnapshots();
  await ctx.worker.stop();
  await ctx.events.stop();
  await ctx.database.close();
  log.info('stopped cleanly');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
