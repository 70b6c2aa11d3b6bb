import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, mailOutbox } from '../../src/db/schema/index';
import {
  createUnseenMessageMailHandler,
  UNSEEN_MAIL_DELAY_MS,
  UNSEEN_MESSAGE_MAIL_JOB,
} from '../../src/services/messages/unseen-message-mail';
import type { TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, chatMember, sent } from './chat-fixtures';

/** DESIGN §2 "Chat conventions": an e-mail only when a message is still unseen 15 minutes later, one per conversation until read. */
describe('the e-mail about an unseen message', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let artist: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ startBackground: true });
    [buyer, artist] = await Promise.all([chatMember(t, 'buyer'), chatMember(t, 'artist')]);
  }, 240_000);
  afterAll(() => t.close());

  const db = () => t.ctx.database.db;
  const mailJobs = () => db().select().from(jobs).where(eq(jobs.kind, UNSEEN_MESSAGE_MAIL_JOB)).orderBy(jobs.id);
  const chatMails = async (to: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) =>
      m.dedupeKey.startsWith('chat-unseen:'),
    );
  const runHandler = (payload: Record<string, unknown>) =>
    createUnseenMessageMailHandler({
      database: t.ctx.database,
      publicUrl: t.env.PUBLIC_URL,
      log: pino({ level: 'silent' }),
    })(payload, { id: 0, attempt: 1 });

  it('schedules one check 15 minutes after the first unseen message and mails once when it is due', async () => {
    const first = await sent(t, buyer, artist, 'Are you there?');
    await sent(t, buyer, artist, 'Hello??');
    const scheduled = await mailJobs();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.runAt.getTime() - new Date(first.createdAt).getTime()).toBe(UNSEEN_MAIL_DELAY_MS);
    expect(scheduled[0]!.payload).toMatchObject({ messageId: first.id });

    // Nothing before it is due; then the clock moves on 15 minutes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await chatMails(artist.email)).toEqual([]);
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, scheduled[0]!.id));
    t.ctx.worker.notify();
    await vi.waitFor(async () => expect(await chatMails(artist.email)).toHaveLength(1), { timeout: 10_000 });

    const [mail] = await chatMails(artist.email);
    expect(mail!.subject).toBe(`You have a new message from @${buyer.username}`);
    expect(mail!.links).toEqual([`${t.env.PUBLIC_URL}/messages/${buyer.userId}`]);
    expect(mail!.text).toContain('Are you there?');

    // A retried job never mails twice.
    await runHandler(scheduled[0]!.payload);
    expect(await chatMails(artist.email)).toHaveLength(1);
  });

  it('sends no more until the person reads the conversation, and nothing about a message read in time', async () => {
    await sent(t, buyer, artist, 'Third unseen message');
    expect(await mailJobs()).toHaveLength(1);

    expect((await call(t, 'POST', `/api/conversations/${buyer.userId}/seen`, artist)).statusCode).toBe(204);
    const readInTime = await sent(t, buyer, artist, 'New round after reading');
    const afterRead = await mailJobs();
    expect(afterRead).toHaveLength(2);
    expect(afterRead[1]!.payload).toMatchObject({ messageId: readInTime.id });
    expect((await call(t, 'POST', `/api/conversations/${buyer.userId}/seen`, artist)).statusCode).toBe(204);
    await runHandler(afterRead[1]!.payload);
    expect(await chatMails(artist.email)).toHaveLength(1);

    const unseen = await sent(t, buyer, artist, 'And this one is not read');
    const third = (await mailJobs())[2]!;
    expect(third.payload).toMatchObject({ messageId: unseen.id });
    await runHandler(third.payload);
    expect(await chatMails(artist.email)).toHaveLength(2);
  });

  it('mails nobody about a message they deleted, or from someone they blocked', async () => {
    await sent(t, artist, buyer, 'Reply one');
    expect((await call(t, 'DELETE', `/api/conversations/${artist.userId}`, buyer)).statusCode).toBe(204);
    const [deletedRound] = (await mailJobs()).filter(
      (job) => job.payload.round && String(job.payload.round).includes(':buyer:'),
    );
    await runHandler(deletedRound!.payload);
    expect(await chatMails(buyer.email)).toEqual([]);

    expect((await call(t, 'POST', `/api/conversations/${artist.userId}/seen`, buyer)).statusCode).toBe(204);
    await sent(t, artist, buyer, 'Reply two');
    expect((await call(t, 'PUT', `/api/conversations/${artist.userId}/block`, buyer)).statusCode).toBe(204);
    const rounds = (await mailJobs()).filter((job) => String(job.payload.round).includes(':buyer:'));
    expect(rounds).toHaveLength(2);
    await runHandler(rounds[1]!.payload);
    expect(await chatMails(buyer.email)).toEqual([]);
  });
});
