import path from 'node:path';
import { refusalWhileServerRuns } from '../cli/server-running';
import { ConfigError, parseEnv } from '../config/env';
import { openDatabase } from './client';
import { DataDirBusy } from './data-dir-lock';

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  // The server applies its migrations when it starts; it is the one to restart.
  const refusal = await refusalWhileServerRuns(env, 'it applies the migrations itself when it starts again');
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'db'), poolSize: 1 });
  let report;
  try {
    report = await database.migrate();
  } finally {
    await database.close();
  }
  const waited =
    report.waitedForLockMs === null
      ? ''
      : `, after waiting ${report.waitedForLockMs} ms for another instance's migrations`;
  const applied =
    report.applied.length > 0 ? `Applied ${report.applied.join(', ')}` : `Up to date (${report.total} migrations)`;
  console.log(`${applied}${waited} (${database.kind}).`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirBusy ? error.message : error);
  process.exitCode = 1;
}
