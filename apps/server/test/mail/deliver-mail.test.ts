import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { jobs, mailOutbox } from '../../src/db/schema/infra';
import { JobWorker } from '../../src/jobs/job-worker';
import { createMailTransport, type MailTransport } from '../../src/mail/create-mail-transport';
import { createDeliverMailHandler, outboxMessageId } from '../../src/mail/deliver-mail';
import { enqueueMail, MAIL_DELIVER_JOB, type OutgoingMail } from '../../src/mail/enqueue-mail';
import { captureLogs, LEVEL } from '../jobs/capture-logs';
import { openFreshDatabase, type FreshDatabase } from '../jobs/open-fresh-database';
import { startSmtpServer, type TestSmtpServer } from './start-smtp-server';

const FROM = 'Beatpasal <no-reply@beatpasal.test>';

let fresh: FreshDatabase;
let database: Database;
let smtp: TestSmtpServer;
beforeAll(async () => {
  fresh = await openFreshDatabase();
  database = fresh.database;
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await fresh.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
  await database.db.delete(mailOutbox);
  smtp.received.length = 0;
});

function makeWorker(transport: MailTransport | null) {
  const { log, lines } = captureLogs();
  const worker = new JobWorker({ database, log, concurrency: 10, pollMs: 60_000, retryDelayMs: () => 0 });
  worker.register(
    MAIL_DELIVER_JOB,
    createDeliverMailHandler({ database, transport, from: FROM, log, unreachableRetryMs: 0 }),
  );
  return { worker, lines };
}

const smtpTransport = () => createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

const mail = (n: number): OutgoingMail => ({
  to: `buyer${n}@example.com`,
  subject: `Your purchase ${n} was approved`,
  html: `<p>Hello Sita ${n}</p>`,
  text: `Hello Sita ${n}\nhttps://beatpasal.test/purchases/${n}`,
  links: [`https://beatpasal.test/purchases/${n}`],
  dedupeKey: `purchase-approved:${n}`,
});

const outboxRows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('mail delivery through the outbox', () => {
  it('delivers an outbox mail once, with a Message-ID derived from the outbox row', async () => {
    const { worker } = makeWorker(smtpTransport());
    await database.db.transaction((tx) => enqueueMail(tx, mail(1)));
    await enqueueMail(database.db, mail(1));
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);

    const [row] = await outboxRows();
    expect(row).toMatchObject({ sentAt: expect.any(Date), attempts: 1, lastError: null });
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received).toMatchObject({ subject: 'Your purchase 1 was approved', to: ['buyer1@example.com'] });
    expect(received!.messageId).toBe(outboxMessageId(row!, FROM));
    expect(received!.raw).toContain('Hello Sita 1');

    const handler = createDeliverMailHandler({
      database,
      transport: smtpTransport(),
      from: FROM,
      log: captureLogs().log,
    });
    await handler({ outboxId: row!.id }, { id: 0, attempt: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers every mail exactly once after an SMTP outage, which uses up none of their attempts', async () => {
    const { worker } = makeWorker(smtpTransport());
    await smtp.stop();
    for (const n of [1, 2, 3]) await database.db.transaction((tx) => enqueueMail(tx, mail(n)));

    expect(await worker.runOnce()).toBe(3);
    expect(await worker.runOnce()).toBe(3);
    for (const row of await outboxRows()) {
      expect(row).toMatchObject({ sentAt: null, attempts: 0, lastError: expect.stringMatching(/ECONNREFUSED/) });
    }
    const failedJobs = await database.db.select().from(jobs);
    expect(failedJobs.every((job) => job.attempts === 0 && job.lastError && !job.doneAt && !job.deadAt)).toBe(true);

    await smtp.restart();
    expect(await worker.runOnce()).toBe(3);
    expect(await worker.runOnce()).toBe(0);
    const rows = await outboxRows();
    expect(rows.every((row) => row.sentAt && row.attempts === 1)).toBe(true);
    const receivedIds = smtp.received.map((received) => received.messageId).toSorted();
    expect(receivedIds).toEqual(rows.map((row) => outboxMessageId(row, FROM)).toSorted());
  });

  it('keeps the mail in the local outbox and logs its links when no SMTP is configured', async () => {
    const { worker, lines } = makeWorker(null);
    await database.db.transaction((tx) => enqueueMail(tx, mail(7)));
    expect(await worker.runOnce()).toBe(1);

    const kept = lines.filter((line) => line.msg === 'mail kept in local outbox');
    expect(kept).toEqual([
      expect.objectContaining({
        level: LEVEL.info,
        to: 'buyer7@example.com',
        subject: 'Your purchase 7 was approved',
        links: ['https://beatpasal.test/purchases/7'],
      }),
    ]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ sentAt: null, attempts: 0 });
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_DELIVER_JOB));
    expect(job).toMatchObject({ doneAt: expect.any(Date), dedupeKey: 'mail:purchase-approved:7' });
    expect(smtp.received).toHaveLength(0);
  });
});
