import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { ServerProcess } from './server-process';

/**
 * Where a long suite (crash, soak) runs its server: a temporary DATA_DIR, and with
 * TEST_DATABASE_URL a database of its own on that server, dropped at the end.
 */
export function createRunPlace(name: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `beatpasal-${name}-`));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `beatpasal_${name}_${process.pid}`;
  const databaseUrl = adminUrl
    ? Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString()
    : undefined;

  async function admin<T>(statement: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    return client
      .query(statement)
      .then((result) => result.rows as T[])
      .finally(() => client.end());
  }

  return {
    dataDir,
    adminUrl,
    databaseName,
    databaseUrl,
    admin,
    openRunDatabase: (): Promise<Database> =>
      openDatabase({ url: databaseUrl, dataDir: path.join(dataDir, 'db'), poolSize: 2 }),
    /** Runs the suite, then stops every server it started and removes its data; exits with its code. */
    async runAndExit(main: () => Promise<number>): Promise<never> {
      let code = 1;
      try {
        code = await main();
      } finally {
        await ServerProcess.killAll();
        rmSync(dataDir, { recursive: true, force: true });
        if (adminUrl) await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
      }
      process.exit(code);
    },
  };
}
