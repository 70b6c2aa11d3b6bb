import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_JOB_KINDS, releaseHeldMail } from '../../src/backup/held-mail';
import { restoreBackup } from '../../src/backup/restore-backup';
import type * as RunTool from '../../src/backup/run-tool';
import type * as SnapshotSocket from '../../src/backup/snapshot-socket';
import { serveSnapshots } from '../../src/backup/snapshot-socket';
import { writeBackup } from '../../src/backup/write-backup';
import { parseEnv, type TEnv } from '../../src/config/env';
import { openDatabase, type Database } from '../../src/db/client';
import { jobs } from '../../src/db/schema/infra';
import { messages, walletQrs } from '../../src/db/schema/index';
import { JobWorker } from '../../src/jobs/job-worker';
import { IMAGE_RECIPES, imageVariantKeys } from '../../src/media/images/image-variants';
import { createObjectStore } from '../../src/storage/create-object-store';
import { sent, chatMember } from '../messages/chat-fixtures';
import { createArtist, sameOrigin, type TestAccount } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { testQrPng } from '../helpers/test-images';

/** Runs once, right after a backup's database snapshot (PGlite's from the server, or pg_dump) and before its file copy. */
const betweenSnapshotAndCopy = vi.hoisted(() => {
  const hook = { run: undefined as (() => Promise<void>) | undefined };
  const fire = async () => {
    const run = hook.run;
    hook.run = undefined;
    await run?.();
  };
  return { hook, fire };
});
vi.mock('../../src/backup/snapshot-socket', async (importOriginal) => {
  const actual = await importOriginal<typeof SnapshotSocket>();
  return {
    ...actual,
    requestSnapshot: async (dataDir: string) => actual.requestSnapshot(dataDir).finally(betweenSnapshotAndCopy.fire),
  };
});
vi.mock('../../src/backup/run-tool', async (importOriginal) => {
  const actual = await importOriginal<typeof RunTool>();
  return {
    runTool: async (command: string, args: readonly string[]) => {
      await actual.runTool(command, args);
      if (command === 'pg_dump') await betweenSnapshotAndCopy.fire();
    },
  };
});

/** Chat allows 20 messages a minute per sender: each writer is its own buyer and stays under it. */
const MESSAGE_WRITERS = 3;
const MESSAGES_PER_WRITER = 15;

describe('npm run backup / npm run restore', () => {
  let t: TestApp;
  let artist: TestAccount;
  let buyers: TestAccount[];
  let stopSnapshots: () => Promise<void>;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'beatpasal-backup-test-'));
  const targets: TestDatabase[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // As `npm start` does: on PGlite the backup asks the running server for its snapshot.
    stopSnapshots = await serveSnapshots(t.env.DATA_DIR, t.ctx.database, pino({ level: 'silent' }));
    artist = await createArtist(t);
    buyers = await Promise.all(Array.from({ length: MESSAGE_WRITERS }, () => chatMember(t, 'buyer')));
  });
  afterAll(async () => {
    await stopSnapshots();
    await t.close();
    for (const target of targets) await target.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** An empty deployment of the same kind: a fresh DATA_DIR, and on PostgreSQL a fresh database. */
  async function emptyTarget(): Promise<TEnv> {
    const dataDir = mkdtempSync(path.join(scratch, 'target-'));
    const url = process.env.TEST_DATABASE_URL ? targets[targets.push(await createTestDatabase()) - 1]!.url : undefined;
    return parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
  }

  async function openRestored(env: TEnv): Promise<Database> {
    return openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'db') });
  }

  const addQr = async () => {
    const form = await multipart(
      { label: 'khalti' },
      { image: { bytes: await testQrPng(`khalti:${randomUUID()}`), filename: 'qr.png', contentType: 'image/png' } },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/me/wallet-qrs',
      headers: { ...sameOrigin(t, artist.cookie), ...form.headers },
      payload: form.payload,
    });
  };

  it(
    'takes a backup under write load and restores every row and file acknowledged before it, even a file dropped meanwhile',
    { timeout: 120_000 },
    async () => {
      const acknowledged = { messages: [] as string[], qrs: [] as string[] };
      let backupStarted = false;
      let writing = true;
      const qrWriter = (async () => {
        for (let added = 0; writing && added < 4; added += 1) {
          const res = await addQr();
          expect(res.statusCode, res.body).toBe(201);
          if (!backupStarted) acknowledged.qrs.push((res.json() as { id: string }).id);
        }
      })();
      const messageWriters = buyers.map(async (buyer, index) => {
        for (let count = 0; writing && count < MESSAGES_PER_WRITER; count += 1) {
          const message = await sent(t, buyer, artist, `load ${index} ${randomUUID()}`);
          if (!backupStarted) acknowledged.messages.push(message.id);
        }
      });
      const writers = [qrWriter, ...messageWriters];
      while (acknowledged.messages.length < 12 || acknowledged.qrs.length < 2)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const file = path.join(scratch, 'under-load.backup');
      const dropped = acknowledged.qrs[0]!;
      betweenSnapshotAndCopy.hook.run = async () => {
        const res = await t.app.inject({
          method: 'DELETE',
          url: `/api/me/wallet-qrs/${dropped}`,
          headers: sameOrigin(t, artist.cookie),
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      backupStarted = true;
      const summary = await writeBackup(t.env, file);
      expect(betweenSnapshotAndCopy.hook.run).toBeUndefined();
      expect(await t.ctx.database.db.select().from(walletQrs).where(eq(walletQrs.id, dropped))).toEqual([]);
      writing = false;
      await Promise.all(writers);
      expect(summary.objects).toBeGreaterThan(0);

      const target = await emptyTarget();
      expect(await restoreBackup(target, file)).toMatchObject({ objects: summary.objects });
      const restored = await openRestored(target);
      try {
        const messageIds = new Set((await restored.db.select({ id: messages.id }).from(messages)).map((row) => row.id));
        expect(acknowledged.messages.filter((id) => !messageIds.has(id))).toEqual([]);
        const qrRows = await restored.db.select({ id: walletQrs.id, imageKey: walletQrs.imageKey }).from(walletQrs);
        expect(acknowledged.qrs.filter((id) => !qrRows.some((row) => row.id === id))).toEqual([]);
        const storage = await createObjectStore(target, 'test');
        const missing: string[] = [];
        for (const row of qrRows)
          for (const key of imageVariantKeys(IMAGE_RECIPES.walletQr, row.imageKey))
            if (!(await storage.head(key))) missing.push(key);
        expect(missing).toEqual([]);
      } finally {
        await restored.close();
      }
    },
  );

  it(
    'writes the backup owner-only, and holds the mail that was waiting in it until the operator releases it',
    { timeout: 120_000 },
    async () => {
      // Sign-ups enqueued verification mail; no worker runs here, so it is still waiting when the backup is made.
      const waiting = await t.ctx.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.kind, [...MAIL_JOB_KINDS]), isNull(jobs.doneAt)));
      expect(waiting.length).toBeGreaterThan(0);
      const file = path.join(scratch, 'with-mail.backup');
      await writeBackup(t.env, file);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const target = await emptyTarget();
      const summary = await restoreBackup(target, file);
      expect(summary.heldMail).toEqual({ jobs: waiting.length, unsentMails: expect.any(Number) });
      const runMailOnce = async () => {
        const restored = await openRestored(target);
        try {
          const worker = new JobWorker({
            database: restored,
            log: pino({ level: 'silent' }),
            concurrency: 50,
            pollMs: 60_000,
          });
          const ran: number[] = [];
          for (const kind of MAIL_JOB_KINDS) worker.register(kind, async (_payload, { id }) => void ran.push(id));
          await worker.runOnce();
          return ran;
        } finally {
          await restored.close();
        }
      };
      expect(await runMailOnce()).toEqual([]);

      expect(await releaseHeldMail(target)).toMatchObject({ jobs: waiting.length });
      expect((await runMailOnce()).toSorted()).toEqual(waiting.map((job) => job.id).toSorted());
    },
  );

  it(
    'refuses a target that is not empty unless --force is given; --send-pending holds no mail',
    { timeout: 120_000 },
    async () => {
      const file = path.join(scratch, 'quiet.backup');
      await writeBackup(t.env, file);
      const target = await emptyTarget();
      await restoreBackup(target, file);
      await expect(restoreBackup(target, file)).rejects.toThrow(/not empty.*--force/);
      const again = await restoreBackup(target, file, { force: true, sendPending: true });
      expect(again.objects).toBeGreaterThan(0);
      expect(again.heldMail.jobs).toBe(0);
      const restored = await openRestored(target);
      try {
        expect((await restored.db.select({ id: walletQrs.id }).from(walletQrs)).length).toBeGreaterThan(0);
        expect(await restored.db.select({ id: jobs.id }).from(jobs).where(isNotNull(jobs.heldAt))).toEqual([]);
      } finally {
        await restored.close();
      }
    },
  );
});
