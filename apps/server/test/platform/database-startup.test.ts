import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../src/db/client';
import { MIGRATIONS_FOLDER, migrateEmbedded, migratePostgres } from '../../src/db/migrate';
import { createTestDatabase } from '../helpers/test-database';
import { freePort, SpawnedServer, statusOf, waitForStatus } from '../helpers/spawned-server';

/** Issue 32, items 3 and 8: a database that is not there yet, or refuses us, and what migrations say. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ALL_TAGS = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  }
).entries.map((entry) => entry.tag);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-db-startup-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function serverEnv(port: number, databaseUrl: string, waitSeconds: number): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(workDir, 'data-')),
    DATABASE_URL: databaseUrl,
    DATABASE_WAIT_SECONDS: String(waitSeconds),
    LOG_LEVEL: 'info',
  };
}

/** Every line a failed start wrote: no stack trace, and the last one names what failed and why. */
function expectOneLineFailure(server: SpawnedServer, reason: RegExp) {
  expect(server.output).not.toMatch(/^\s+at /m);
  const stderrLines = server.stderr.trim().split('\n');
  expect(stderrLines).toHaveLength(1);
  expect(stderrLines[0]).toMatch(reason);
}

describe('start-up without its database', () => {
  it('answers 503 while it retries, then gives up with one line and exit code 1', async () => {
    const port = await freePort();
    const closedPort = await freePort();
    const server = SpawnedServer.fromSource(serverEnv(port, `postgres://app:secret@127.0.0.1:${closedPort}/app`, 4));
    await server.waitFor(/ECONNREFUSED.*retrying in/);
    expect(await statusOf(`http://127.0.0.1:${port}/api/ready`)).toBe(503);
    expect(await server.exited).toBe(1);
    expectOneLineFailure(
      server,
      new RegExp(
        `^Beatpasal could not start: PostgreSQL at 127\\.0\\.0\\.1:${closedPort}/app: connect ECONNREFUSED .*; gave up after \\d+ attempt\\(s\\) in 4 s \\(DATABASE_WAIT_SECONDS\\)$`,
      ),
    );
  }, 120_000);

  it.skipIf(!onPostgres)(
    'starts once the database comes up, and applies every migration',
    async () => {
      const testDb = await createTestDatabase();
      const target = new URL(testDb.url!);
      const port = await freePort();
      const proxyPort = await freePort();
      const viaProxy = new URL(testDb.url!);
      viaProxy.port = String(proxyPort);
      const server = SpawnedServer.fromSource(serverEnv(port, viaProxy.toString(), 120));
      // Nothing listens on the proxy's port yet: the database is "down".
      await server.waitFor(/ECONNREFUSED.*retrying in/);
      expect(await statusOf(`http://127.0.0.1:${port}/api/ready`)).toBe(503);

      const proxy = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
      try {
        await waitForStatus(`http://127.0.0.1:${port}/api/ready`, 200, server);
        expect(server.output).toMatch(/connected after \d+ attempts/);
        expect(server.output).toContain(`applied ${ALL_TAGS.length} migration(s): ${ALL_TAGS.join(', ')}`);
      } finally {
        server.kill('SIGTERM');
        await server.exited;
        await new Promise((resolve) => proxy.close(resolve));
        await testDb.drop();
      }
    },
    180_000,
  );

  it.skipIf(!onPostgres)(
    'a wrong password: one line naming it, exit code 1 after the retries',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.password = 'not-the-password';
      const server = SpawnedServer.fromSource(serverEnv(await freePort(), url.toString(), 2));
      expect(await server.exited).toBe(1);
      expectOneLineFailure(
        server,
        /^Beatpasal could not start: PostgreSQL at .*: password authentication failed for user ".*" \(28P01\); gave up after/,
      );
    },
    120_000,
  );
});

describe('migrations say what they applied and whether they waited', () => {
  const lines = () => {
    const logged: string[] = [];
    return { logged, log: { info: (_details: object, message: string) => void logged.push(message) } };
  };

  it('on the embedded database', async () => {
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    try {
      const first = lines();
      expect(await migrateEmbedded(client, first.log)).toEqual({
        applied: ALL_TAGS,
        total: ALL_TAGS.length,
        waitedForLockMs: null,
      });
      expect(first.logged).toEqual([`applied ${ALL_TAGS.length} migration(s): ${ALL_TAGS.join(', ')}`]);
      const again = lines();
      expect((await migrateEmbedded(client, again.log)).applied).toEqual([]);
      expect(again.logged).toEqual([`database schema up to date (${ALL_TAGS.length} migrations)`]);
    } finally {
      await client.close();
    }
  }, 120_000);

  it.skipIf(!onPostgres)(
    'on PostgreSQL, waiting while another instance holds the lock',
    async () => {
      const testDb = await createTestDatabase();
      const holder = new pg.Client({ connectionString: testDb.url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock(7301115)');
        const first = lines();
        const migrating = migratePostgres(testDb.url!, first.log);
        while (!first.logged.some((line) => line.includes('waiting for its lock')))
          await new Promise((resolve) => setTimeout(resolve, 50));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await holder.query('select pg_advisory_unlock(7301115)');
        const report = await migrating;
        expect(report.applied).toEqual(ALL_TAGS);
        expect(report.waitedForLockMs).toBeGreaterThanOrEqual(200);
        expect(first.logged[1]).toMatch(
          new RegExp(
            `^applied ${ALL_TAGS.length} migration\\(s\\): .*, after waiting \\d+ ms for another instance's migrations$`,
          ),
        );
        const again = lines();
        expect(await migratePostgres(testDb.url!, again.log)).toEqual({
          applied: [],
          total: ALL_TAGS.length,
          waitedForLockMs: null,
        });
        expect(again.logged).toEqual([`database schema up to date (${ALL_TAGS.length} migrations)`]);
      } finally {
        await holder.end();
        await testDb.drop();
      }
    },
    120_000,
  );
});
