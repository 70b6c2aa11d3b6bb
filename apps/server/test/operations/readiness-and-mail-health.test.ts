import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, mailOutbox } from '../../src/db/schema/infra';
import { enqueueMail, MAIL_DELIVER_JOB } from '../../src/mail/enqueue-mail';
import { captureLogs, LEVEL } from '../jobs/capture-logs';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { startSmtpServer } from '../mail/start-smtp-server';

const METRICS_TOKEN = 'operator-token-0123456789';
/** Each test boots one or two apps: seconds on a quiet machine, far more beside other suites on 2 shared cores. */
const TIMEOUT = { timeout: 120_000 };
const operator = { authorization: `Bearer ${METRICS_TOKEN}` };

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('readiness with a broken object store says why, at start and on each change', () => {
  let s3rver: S3rver;
  let s3Dir: string;
  let endpoint: string;
  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-ready-'));
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
    endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
  });
  afterAll(async () => {
    await s3rver.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  const s3Env = (bucket: string, url: string) => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: url,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    METRICS_TOKEN,
  });
  const storageLines = (lines: ReturnType<typeof captureLogs>['lines']) =>
    lines.filter((line) => line.check === 'storage');

  it(
    'logs a missing bucket with its code and name at start, and its recovery once the bucket exists',
    TIMEOUT,
    async () => {
      const { log, lines } = captureLogs();
      const t = await createTestApp({ env: s3Env('beats-missing', endpoint), log });
      try {
        await vi.waitFor(() => expect(storageLines(lines)).toHaveLength(1), { timeout: 10_000 });
        expect(storageLines(lines)[0]).toMatchObject({
          level: LEVEL.error,
          code: 'NotFound',
          bucket: 'beats-missing',
          endpoint,
        });
        expect(storageLines(lines)[0]!.msg).toMatch(/^storage unavailable: NotFound \(HTTP 404\)/);

        const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          status: 'unavailable',
          checks: { database: 'ok', storage: 'failed', mail: 'local' },
        });
        // The same failure again is not logged again: the balancer polls every few seconds.
        expect(storageLines(lines)).toHaveLength(1);
        const status = await t.app.inject({ method: 'GET', url: '/api/status', headers: operator });
        expect(status.json().storage).toMatchObject({
          kind: 's3',
          where: { bucket: 'beats-missing', endpoint },
          failure: { code: 'NotFound' },
        });

        const client = new S3Client({
          region: 'us-east-1',
          endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        });
        await client.send(new CreateBucketCommand({ Bucket: 'beats-missing' }));
        client.destroy();
        expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        expect(lines.find((line) => line.msg === 'storage available again')).toMatchObject({
          level: LEVEL.info,
          bucket: 'beats-missing',
        });
        expect(lines.find((line) => line.msg === 'ready again')).toBeDefined();
      } finally {
        await t.close();
      }
    },
  );

  it('logs an endpoint nothing answers on with the connection error', TIMEOUT, async () => {
    const { log, lines } = captureLogs();
    const wrong = `http://127.0.0.1:${await closedPort()}`;
    const t = await createTestApp({ env: s3Env('beats', wrong), log });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(storageLines(lines)[0]).toMatchObject({
        level: LEVEL.error,
        code: 'ECONNREFUSED',
        bucket: 'beats',
        endpoint: wrong,
      });
    } finally {
      await t.close();
    }
  });
});

describe('an instance that cannot reach its SMTP server', () => {
  it(
    'says so in readiness and status, claims no mail, and leaves the mail and its attempts to an instance that can',
    TIMEOUT,
    async () => {
      const shared = await createTestDatabase();
      const smtp = await startSmtpServer();
      const { log, lines } = captureLogs();
      const broken = await createTestApp({
        sharedDatabase: shared,
        env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, METRICS_TOKEN },
        log,
      });
      const healthy = await createTestApp({
        sharedDatabase: shared,
        env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      });
      try {
        await vi.waitFor(() => expect(broken.ctx.smtp.state).toBe('failed'), { timeout: 10_000 });
        expect(lines.find((line) => line.msg.startsWith('SMTP server unreachable'))).toMatchObject({
          level: LEVEL.warn,
          code: 'ESOCKET',
        });

        const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
        // Mail does not take the instance out of the balancer: it still serves everything else.
        expect(ready.statusCode).toBe(200);
        expect(ready.json().checks).toEqual({ database: 'ok', storage: 'ok', mail: 'failed' });

        await enqueueMail(broken.ctx.database.db, {
          to: 'sita@example.com',
          subject: 'Verify',
          html: '<p>hi</p>',
          text: 'hi',
          dedupeKey: 'verify:sita',
        });
        expect(await broken.ctx.worker.runOnce()).toBe(0);
        const [job] = await broken.ctx.database.db.select().from(jobs).where(eq(jobs.kind, MAIL_DELIVER_JOB));
        expect(job).toMatchObject({ attempts: 0, doneAt: null });

        const status = await broken.app.inject({ method: 'GET', url: '/api/status', headers: operator });
        expect(status.statusCode).toBe(200);
        expect(status.json().mail).toMatchObject({
          smtp: 'failed',
          lastDeliveryError: { code: 'ESOCKET', message: expect.stringMatching(/ECONNREFUSED/) },
          waiting: 1,
          oldestWaitingSeconds: expect.any(Number),
          held: 0,
        });

        expect(await healthy.ctx.worker.runOnce()).toBe(1);
        expect(smtp.received.map((mail) => mail.to)).toEqual([['sita@example.com']]);
        const [sent] = await healthy.ctx.database.db.select().from(mailOutbox);
        expect(sent).toMatchObject({ sentAt: expect.any(Date), attempts: 1 });
      } finally {
        await healthy.close();
        await broken.close();
        await smtp.stop();
        await shared.drop();
      }
    },
  );
});
