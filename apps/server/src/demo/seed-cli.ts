import pino from 'pino';
import { refusalWhileServerRuns } from '../cli/server-running';
import { ConfigError, parseEnv } from '../config/env';
import { createContext } from '../context';
import { DataDirBusy } from '../db/data-dir-lock';
import { DEMO_ARTISTS, DEMO_BUYERS, DEMO_PASSWORD, demoEmail } from './demo-people';
import { DatabaseNotEmptyError, seedDemo, type DemoSummary } from './seed-demo';

/** `npm run demo`: fills an empty database (DATA_DIR/db, or DATABASE_URL) with the demo catalogue. */

function printLogins(summary: DemoSummary, seconds: number): void {
  console.log(
    `\nDemo catalogue ready in ${seconds.toFixed(0)} s: ${summary.artists.length} artists, ${summary.buyers} buyers, ` +
      `${summary.tracks} tracks (${summary.failed} failed), ${summary.likes} likes, ${summary.purchases} purchases (${summary.sold} sold).`,
  );
  console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD})`);
  console.log('  Artists:');
  for (const artist of DEMO_ARTISTS) console.log(`    ${demoEmail(artist.username).padEnd(42)} ${artist.displayName}`);
  console.log('  Buyers:');
  for (const buyer of DEMO_BUYERS) console.log(`    ${demoEmail(buyer.username).padEnd(42)} ${buyer.fullName}`);
  console.log('\nStart the app with `npm start` and sign in with any of them.');
}

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const refusal = await refusalWhileServerRuns(env, 'then run npm run demo');
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  const startedAt = performance.now();
  const elapsed = () => (performance.now() - startedAt) / 1000;
  const ctx = await createContext(env, log);
  console.log(
    `Demo data into ${ctx.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `${env.DATA_DIR}/db`}, files in ${ctx.storage.kind === 's3' ? 'S3' : `${env.DATA_DIR}/files`}`,
  );
  try {
    const summary = await seedDemo(ctx, (line) => console.log(`[${elapsed().toFixed(0).padStart(3)} s] ${line}`));
    printLogins(summary, elapsed());
    return summary.failed > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof DatabaseNotEmptyError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await ctx.database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirBusy ? error.message : error);
  process.exitCode = 1;
}
