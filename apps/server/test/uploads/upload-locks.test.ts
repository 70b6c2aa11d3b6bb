import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/uploads';
import { UPLOAD_LOCK_SPACE } from '../../src/db/upload-lock-session';
import { isAppError } from '../../src/errors/app-error';
import { UploadLocker } from '../../src/storage/upload-locker';
import { silentLog } from '../media/track-media-fixtures';
import { createArtist, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { createUpload, headUpload, openPatch, patchUpload } from './tus-requests';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CHUNK = 1024 * 1024;
const TEST_TIMEOUT_MS = 30_000;

/**
 * One writer per upload (decision 098). On PostgreSQL two instances share the database and
 * UPLOAD_DIR, and each request goes to the other instance than its rival; PGlite is one process's
 * database, so there both go to the one instance and its in-process lock is the whole story.
 */
describe('one request at a time per upload, across instances', () => {
  let workDir: string;
  let uploadDir: string;
  let shared: TestDatabase | undefined;
  let probe: pg.Client | undefined;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let artist: TestAccount;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'beatpasal-tus-locks-'));
    uploadDir = path.join(workDir, 'uploads');
    const env = { UPLOAD_DIR: uploadDir, AUTH_SECRET: randomBytes(32).toString('base64url') };
    shared = onPostgres ? await createTestDatabase() : undefined;
    a = await createTestApp({ sharedDatabase: shared, env });
    b = shared ? await createTestApp({ sharedDatabase: shared, env }) : a;
    urlA = await a.listen();
    urlB = b === a ? urlA : await b.listen();
    artist = await createArtist(a);
    if (shared?.url) {
      probe = new pg.Client({ connectionString: shared.url });
      await probe.connect();
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await probe?.end();
    if (b !== a) await b?.close();
    await a?.close();
    await shared?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  /** Upload locks held in the test's database right now (PostgreSQL only; 0 on PGlite). */
  async function heldLocks(): Promise<number> {
    if (!probe) return 0;
    const { rows } = await probe.query<{ n: string }>(
      "select count(*) as n from pg_locks where locktype = 'advisory' and classid = $1 and database = (select oid from pg_database where datname = current_database())",
      [UPLOAD_LOCK_SPACE],
    );
    return Number(rows[0]?.n);
  }

  async function connections(): Promise<number> {
    if (!probe) return 0;
    const { rows } = await probe.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return Number(rows[0]?.n);
  }

  async function until(check: () => Promise<boolean>, what: string, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(25);
    }
  }

  const stagedBytes = async (id: string) => readFile(path.join(uploadDir, id));
  const stagedSize = async (id: string) => (await stat(path.join(uploadDir, id))).size;

  async function startUpload(size: number): Promise<string> {
    const { res, id } = await createUpload(a, artist.cookie, 'master', size);
    expect(res.statusCode).toBe(201);
    return id;
  }

  it(
    'the same chunk sent to two instances at once is written by one of them; the other is told the offset moved',
    async () => {
      const source = randomBytes(2 * CHUNK);
      const id = await startUpload(source.length);
      const half = CHUNK / 2;
      const rivals = [urlA, urlB].map((url, i) => openPatch(url, i === 0 ? a : b, artist.cookie, id, 0, CHUNK));
      // Both requests reach tus before a byte is sent, so without one lock for both each would read
      // offset 0 and write there.
      for (const { request } of rivals) request.flushHeaders();
      await sleep(300);
      for (const { request } of rivals) request.write(source.subarray(0, half));
      await sleep(100);
      for (const { request } of rivals) request.end(source.subarray(half, CHUNK));
      expect((await Promise.all(rivals.map(({ answer }) => answer))).sort()).toEqual([204, 409]);
      expect((await headUpload(b, artist.cookie, id)).headers['upload-offset']).toBe(String(CHUNK));
      expect((await patchUpload(a, artist.cookie, id, CHUNK, source.subarray(CHUNK))).statusCode).toBe(204);
      expect((await stagedBytes(id)).equals(source)).toBe(true);
      expect(await heldLocks()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a PATCH left hanging on one instance lets go within seconds when the resumed client reaches the other',
    async () => {
      const source = randomBytes(2 * CHUNK);
      const id = await startUpload(source.length);
      const sent = 256 * 1024;
      const hanging = openPatch(urlA, a, artist.cookie, id, 0, CHUNK);
      hanging.request.write(source.subarray(0, sent));
      await until(async () => (await stagedSize(id)) === sent, 'the first bytes on disk');

      const asked = Date.now();
      const head = await headUpload(b, artist.cookie, id);
      const waitedMs = Date.now() - asked;
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(sent));
      // tus lets the holder finish for 3 s (lockDrainTimeout) before it stops it.
      expect(waitedMs).toBeLessThan(6000);
      expect(await hanging.answer).toBe(204);
      hanging.request.destroy();

      expect((await patchUpload(b, artist.cookie, id, sent, source.subarray(sent))).statusCode).toBe(204);
      expect((await stagedBytes(id)).equals(source)).toBe(true);
      expect(await heldLocks()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a client that goes away mid-chunk leaves the upload free at once, with the bytes that arrived',
    async () => {
      const source = randomBytes(CHUNK);
      const id = await startUpload(source.length);
      const sent = 128 * 1024;
      const gone = openPatch(urlA, a, artist.cookie, id, 0, CHUNK);
      gone.request.write(source.subarray(0, sent));
      await until(async () => (await stagedSize(id)) === sent, 'the first bytes on disk');
      gone.request.destroy();
      await until(async () => (await heldLocks()) === 0, 'the lock to be dropped');

      const asked = Date.now();
      const head = await headUpload(b, artist.cookie, id);
      expect(head.headers['upload-offset']).toBe(String(sent));
      expect(Date.now() - asked).toBeLessThan(1000);
      expect((await patchUpload(b, artist.cookie, id, sent, source.subarray(sent))).statusCode).toBe(204);
      expect((await stagedBytes(id)).equals(source)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a request that cannot have the upload in time is refused 423, and the holder was asked to let go',
    async () => {
      const holder = new UploadLocker({ database: a.ctx.database, log: silentLog, acquireTimeoutMs: 500 });
      // On PostgreSQL a second locker is a second instance (its own session); on PGlite it is the same process.
      const rival = onPostgres
        ? new UploadLocker({ database: b.ctx.database, log: silentLog, acquireTimeoutMs: 500 })
        : holder;
      try {
        const askedToLetGo = vi.fn();
        const held = holder.newLock('stubborn-upload');
        await held.lock(new AbortController().signal, askedToLetGo);
        const attempt = rival.newLock('stubborn-upload');
        const refused = await attempt.lock(new AbortController().signal, vi.fn()).catch((error: unknown) => error);
        expect(isAppError(refused) && refused.status).toBe(423);
        expect(isAppError(refused) && refused.userMessage.key).toBe(UPLOAD_MESSAGES.busy.key);
        expect(askedToLetGo).toHaveBeenCalled();
        expect(await heldLocks()).toBe(onPostgres ? 1 : 0);

        await held.unlock();
        expect(await heldLocks()).toBe(0);
        await attempt.lock(new AbortController().signal, vi.fn());
        await attempt.unlock();
      } finally {
        await holder.close();
        if (rival !== holder) await rival.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(!onPostgres)(
    'an upload held by an instance that never lets go is answered 423 with the message, which tus-js-client retries',
    async () => {
      const id = await startUpload(CHUNK);
      const stuck = new UploadLocker({ database: b.ctx.database, log: silentLog });
      try {
        const held = stuck.newLock(id);
        await held.lock(new AbortController().signal, () => undefined);
        const patch = await patchUpload(a, artist.cookie, id, 0, randomBytes(1024));
        expect(patch.statusCode).toBe(423);
        expect(patch.json()).toMatchObject({ error: { code: 'LOCKED', messageKey: UPLOAD_MESSAGES.busy.key } });
        await held.unlock();
        expect((await headUpload(a, artist.cookie, id)).statusCode).toBe(200);
      } finally {
        await stuck.close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(!onPostgres)(
    'an instance whose lock session is cut stops its writers and opens a new session for the next request',
    async () => {
      const source = randomBytes(CHUNK);
      const id = await startUpload(source.length);
      const sent = 64 * 1024;
      const writer = openPatch(urlA, a, artist.cookie, id, 0, CHUNK);
      writer.request.write(source.subarray(0, sent));
      await until(async () => (await heldLocks()) === 1, 'the writer to hold the upload');
      // PostgreSQL dropped the lock with the session: the writer may no longer write, and is stopped as tus stops one.
      await probe!.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%pg_try_advisory_lock%'",
      );
      expect(await writer.answer).toBe(204);
      writer.request.destroy();

      const offset = Number((await headUpload(a, artist.cookie, id)).headers['upload-offset']);
      expect((await patchUpload(a, artist.cookie, id, offset, source.subarray(offset))).statusCode).toBe(204);
      expect((await stagedBytes(id)).equals(source)).toBe(true);
      expect(await heldLocks()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(!onPostgres)(
    'an instance that stops leaves no upload lock and no connection behind',
    async () => {
      await until(async () => (await heldLocks()) === 0, 'no lock held');
      const before = await connections();
      const c = await createTestApp({
        sharedDatabase: shared,
        env: { UPLOAD_DIR: uploadDir, AUTH_SECRET: a.env.AUTH_SECRET! },
      });
      const id = await startUpload(CHUNK);
      expect((await patchUpload(c, artist.cookie, id, 0, randomBytes(CHUNK))).statusCode).toBe(204);
      await c.close();
      await until(async () => (await connections()) === before, 'the stopped instance to leave no connection');
      expect(await heldLocks()).toBe(0);
    },
    SETUP_TIMEOUT_MS,
  );
});
