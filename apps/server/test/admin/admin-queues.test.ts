import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, mailOutbox, strikes } from '../../src/db/schema/index';
import { WEEKLY_QUERIES } from '../../src/db/repositories/overview-repository';
import { lastMondays } from '../../src/services/admin/get-overview';
import {
  createAdmin,
  createArtist,
  createBuyer,
  sameOrigin,
  type TestAccount,
  type TestUser,
} from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testImage } from '../helpers/test-images';

/** The contact and appeal queues and the overview, as an administrator uses them. */
describe('admin queues and overview', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestAccount;
  let artist: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, buyer, artist] = await Promise.all([createAdmin(t), createBuyer(t), createArtist(t)]);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object | undefined, cookie = admin.cookie) =>
    t.app.inject({ method: 'POST', url, headers: sameOrigin(t, cookie), payload });
  const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const auditOf = (action: string) => t.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const contact = {
    name: 'Ram',
    username: 'ram',
    phone: '9812345678',
    category: 'copyright',
    message: 'Someone copied my beat.',
  };

  it('lists contact messages newest first with a signed screenshot link, pages by keyset, and marks one handled once', async () => {
    const first = await multipart(contact, {
      screenshot: { bytes: await testImage(), filename: 's.png', contentType: 'image/png' },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { ...sameOrigin(t), ...first.headers },
          payload: first.payload,
        })
      ).statusCode,
    ).toBe(201);
    const second = await multipart({ ...contact, message: 'A second message.' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { ...sameOrigin(t, buyer.cookie), ...second.headers },
          payload: second.payload,
        })
      ).statusCode,
    ).toBe(201);

    const page = (await get('/api/admin/contact')).json();
    expect(page.messages.map((m: { message: string }) => m.message)).toEqual([
      'A second message.',
      'Someone copied my beat.',
    ]);
    expect(page.messages[0]).toMatchObject({ accountEmail: buyer.email, screenshotUrl: null, isHandled: false });
    expect(page.messages[1].screenshotUrl).toMatch(/^\/files\//);
    const bad = await get('/api/admin/contact?cursor=yesterday');
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'This page is out of date. Open the first page again.',
    ]);
    const after = (
      await get(
        `/api/admin/contact?cursor=${encodeURIComponent(`${page.messages[0].createdAt}|${page.messages[0].id}`)}`,
      )
    ).json();
    expect(after.messages.map((m: { message: string }) => m.message)).toEqual(['Someone copied my beat.']);

    const id = page.messages[1].id as string;
    expect((await post(`/api/admin/contact/${id}/handle`, undefined)).statusCode).toBe(200);
    const again = await post(`/api/admin/contact/${id}/handle`, undefined);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'This message is already marked handled.']);
    expect((await post('/api/admin/contact/00000000-0000-4000-8000-000000000000/handle', undefined)).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/contact')).json().messages).toHaveLength(1);
    expect((await get('/api/admin/contact?state=handled')).json().messages).toMatchObject([{ id, isHandled: true }]);
    expect(await auditOf('contact.handle')).toMatchObject([
      { actorId: admin.userId, targetId: id, before: { isHandled: false }, after: { isHandled: true } },
    ]);
    expect(
      (await t.ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!.handledAt,
    ).not.toBeNull();
  });

  it('queues appeals; withdrawing a warning stops it counting, the person is e-mailed the note', async () => {
    expect(
      (await post(`/api/admin/users/${buyer.userId}/warn`, { reason: 'Fake payment screenshot.' })).statusCode,
    ).toBe(200);
    expect((await post(`/api/admin/users/${buyer.userId}/warn`, { reason: 'Spam messages.' })).statusCode).toBe(200);
    const [strike] = (await get('/api/me/strikes', buyer.cookie)).json().strikes as Array<{ id: string }>;
    const unappealed = await post(`/api/admin/strikes/${strike!.id}/appeal`, { decision: 'withdrawn', reason: 'x' });
    expect([unappealed.statusCode, unappealed.json().error.message]).toEqual([404, 'Appeal not found.']);
    expect((await get('/api/admin/appeals')).json().appeals).toEqual([]);

    expect(
      (await post(`/api/me/strikes/${strike!.id}/appeal`, { appeal: 'It was a real payment.' }, buyer.cookie))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/admin/appeals')).json().appeals).toMatchObject([
      { strikeId: strike!.id, email: buyer.email, appeal: 'It was a real payment.', activeStrikes: 2, decision: null },
    ]);
    const noDecision = await post(`/api/admin/strikes/${strike!.id}/appeal`, { reason: 'Checked.' });
    expect([noDecision.statusCode, noDecision.json().error.fieldErrors.decision]).toEqual([
      400,
      'Uphold or withdraw the warning.',
    ]);
    expect(
      (await post(`/api/admin/strikes/${strike!.id}/appeal`, { decision: 'withdrawn', reason: '' })).statusCode,
    ).toBe(400);
    expect(
      (
        await post(`/api/admin/strikes/${strike!.id}/appeal`, {
          decision: 'withdrawn',
          reason: 'The bank confirmed the payment.',
        })
      ).statusCode,
    ).toBe(200);
    const twice = await post(`/api/admin/strikes/${strike!.id}/appeal`, { decision: 'upheld', reason: 'Again' });
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, 'This appeal has already been decided.']);

    expect((await get('/api/admin/appeals')).json().appeals).toEqual([]);
    expect((await get('/api/admin/appeals?state=decided')).json().appeals).toMatchObject([
      { strikeId: strike!.id, decision: 'withdrawn', activeStrikes: 1 },
    ]);
    expect((await get('/api/me/strikes', buyer.cookie)).json().strikes[0]).toMatchObject({
      id: strike!.id,
      appealDecision: 'withdrawn',
      decisionNote: 'The bank confirmed the payment.',
    });
    const mails = await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    expect(mails.find((mail) => mail.dedupeKey === `appeal-decided:${strike!.id}`)?.text).toContain(
      'Note: The bank confirmed the payment.',
    );
    expect(await auditOf('strike.withdraw')).toMatchObject([
      {
        targetId: strike!.id,
        before: { appealDecision: null, activeStrikes: 2 },
        after: { appealDecision: 'withdrawn', activeStrikes: 1 },
      },
    ]);
    expect(
      (await t.ctx.database.db.select().from(strikes).where(eq(strikes.id, strike!.id)))[0]!.decidedAt,
    ).not.toBeNull();
  });

  it('shows counts and twelve weeks of new users, tracks and sales', async () => {
    const overview = (await get('/api/admin/overview')).json();
    expect(overview.counts).toMatchObject({
      users: 3,
      tracks: 0,
      openReports: 0,
      pendingTakedowns: 0,
      pendingAppeals: 0,
      openContact: 1,
      openDisputes: 0,
      overdueRefunds: 0,
    });
    expect(overview.weeks).toHaveLength(12);
    expect(overview.weeks.at(-1)).toMatchObject({ newUsers: 3, newTracks: 0, salesNpr: 0 });
    expect(overview.purchasesByState).toEqual([]);
    expect(lastMondays(new Date('2026-11-24T10:00:00Z'), 2)).toEqual(['2026-11-16', '2026-11-23']);
    expect(lastMondays(new Date('2026-11-23T00:00:00Z'), 1)).toEqual(['2026-11-23']);
  });

  it('answers the per-week queries from an index', async () => {
    const since = new Date(Date.now() - 84 * 24 * 3600 * 1000);
    const expected = {
      newUsers: 'users_created_idx',
      newTracks: 'tracks_created_idx',
      salesNpr: 'purchases_status_created_idx',
    } as const;
    for (const [series, index] of Object.entries(expected) as Array<[keyof typeof WEEKLY_QUERIES, string]>) {
      // Tiny test tables make a sequential scan cheapest; forbidding it shows whether an index can answer.
      const plan = await t.ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${WEEKLY_QUERIES[series](since)}`);
        return result.rows.map((row) => Object.values(row as Record<string, string>)[0]).join('\n');
      });
      expect(plan, series).toContain(index);
    }
  });

  it('keeps the queues from everyone but an administrator', async () => {
    for (const cookie of [buyer.cookie, artist.cookie]) {
      expect((await get('/api/admin/overview', cookie)).statusCode).toBe(404);
      expect(
        (await post('/api/admin/contact/00000000-0000-4000-8000-000000000000/handle', undefined, cookie)).statusCode,
      ).toBe(404);
    }
  });
});
