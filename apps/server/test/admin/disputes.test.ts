import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, disputes, purchases } from '../../src/db/schema/index';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { createAdmin, createArtist, createBuyer, type TestAccount, type TestUser } from '../helpers/factories';
import { mailsTo } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertSellableTrack, pendingPurchase, send } from '../purchases/purchase-fixtures';

/** Disputes and the refunds register (decision 031): who may open what when, what the admin sees, one decision. */
describe('disputes and refunds', () => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let artist: TestAccount;
  let buyer: TestAccount;
  let otherBuyer: TestAccount;
  let pendingId: string;
  let rejectedId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, otherAdmin, artist, buyer, otherBuyer] = await Promise.all([
      createAdmin(t),
      createAdmin(t),
      createArtist(t),
      createBuyer(t),
      createBuyer(t),
    ]);
    const { trackId } = await insertSellableTrack(t, artist);
    pendingId = await pendingPurchase(t, buyer, trackId, 'lease');
    rejectedId = await pendingPurchase(t, buyer, trackId, 'exclusive');
    const rejected = await send(t, 'POST', `/api/purchases/${rejectedId}/reject`, artist.cookie, {
      reason: 'not_enough_fund',
      note: 'Only half arrived.',
      refundNpr: 25000,
    });
    expect(rejected.statusCode).toBe(200);
    const message = (from: TestAccount, to: TestAccount, body: string) =>
      send(t, 'POST', `/api/conversations/${to.userId}/messages`, from.cookie, { body, clientId: randomUUID() });
    expect((await message(buyer, artist, 'I sent the full 50,000.')).statusCode).toBe(201);
    expect((await message(artist, buyer, 'Only 25,000 arrived.')).statusCode).toBe(201);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const dispute = (id: string, payload: object, user: TestAccount = buyer) =>
    send(t, 'POST', `/api/purchases/${id}/dispute`, user.cookie, payload);
  const ageBy = (id: string, days: number) =>
    t.ctx.database.db
      .update(purchases)
      .set({
        submittedAt: sql`now() - make_interval(days => ${days})`,
        decidedAt: sql`case when decided_at is null then null else now() - make_interval(days => ${days}) end`,
      })
      .where(eq(purchases.id, id));

  it('refuses disputes the purchase does not allow, with a clear 4xx, and stores nothing', async () => {
    const early = await dispute(pendingId, { reason: 'not_approved', message: 'Still waiting.' });
    expect([early.statusCode, early.json().error.message]).toEqual([
      409,
      'A purchase can be disputed as not approved once it has waited 3 days.',
    ]);
    expect((await dispute(pendingId, { reason: 'wrong_file', message: 'Wrong file.' })).statusCode).toBe(409);
    expect((await dispute(pendingId, { reason: 'rejected_without_refund', message: 'No refund.' })).statusCode).toBe(
      409,
    );
    const badReason = await dispute(pendingId, { reason: 'bored', message: 'x' });
    expect([badReason.statusCode, badReason.json().error.fieldErrors.reason]).toEqual([
      400,
      'Choose why you are opening a dispute.',
    ]);
    const noMessage = await dispute(rejectedId, { reason: 'rejected_without_refund', message: '  ' });
    expect([noMessage.statusCode, noMessage.json().error.fieldErrors.message]).toEqual([
      400,
      'Tell the administrators what happened.',
    ]);
    expect(
      (await dispute(rejectedId, { reason: 'rejected_without_refund', message: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
    expect(
      (await dispute(rejectedId, { reason: 'rejected_without_refund', message: 'Mine?' }, otherBuyer)).statusCode,
    ).toBe(404);
    expect(
      (await dispute(rejectedId, { reason: 'rejected_without_refund', message: 'Mine?' }, artist)).statusCode,
    ).toBe(403);
    expect(await t.ctx.database.db.select().from(disputes)).toHaveLength(0);
  });

  it('opens a dispute after 3 days pending, once per purchase', async () => {
    await ageBy(pendingId, 3);
    expect((await send(t, 'GET', `/api/purchases/${pendingId}/trust`, buyer.cookie)).json()).toMatchObject({
      disputeReasons: ['not_approved'],
      openDispute: null,
    });
    expect(
      (await dispute(pendingId, { reason: 'not_approved', message: 'Paid 4 days ago, no answer.' })).statusCode,
    ).toBe(201);
    const twice = await dispute(pendingId, { reason: 'not_approved', message: 'Again.' });
    expect([twice.statusCode, twice.json().error.message]).toEqual([
      409,
      'This purchase already has an open dispute. The administrators will answer it.',
    ]);
    expect((await send(t, 'GET', `/api/purchases/${pendingId}/trust`, buyer.cookie)).json()).toMatchObject({
      disputeReasons: [],
      openDispute: { reason: 'not_approved' },
    });
  });

  it('lists every rejected purchase in the refunds register, overdue after 7 days unconfirmed', async () => {
    const register = async () => (await send(t, 'GET', '/api/admin/refunds', admin.cookie)).json().refunds;
    expect(await register()).toMatchObject([
      {
        purchaseId: rejectedId,
        refundNpr: 25000,
        priceNpr: 50000,
        ageDays: 0,
        isOverdue: false,
        refundConfirmedAt: null,
      },
    ]);
    await ageBy(rejectedId, 8);
    expect(await register()).toMatchObject([{ purchaseId: rejectedId, ageDays: 8, isOverdue: true }]);
    const overview = (await send(t, 'GET', '/api/admin/overview', admin.cookie)).json();
    expect(overview.counts).toMatchObject({ openDisputes: 1, overdueRefunds: 1 });
    expect((await send(t, 'GET', '/api/admin/refunds?cursor=garbage', admin.cookie)).statusCode).toBe(400);
  });

  it('lets only the buyer confirm a refund, once', async () => {
    expect((await send(t, 'POST', `/api/purchases/${rejectedId}/refund-received`, otherBuyer.cookie)).statusCode).toBe(
      404,
    );
    expect((await send(t, 'POST', `/api/purchases/${pendingId}/refund-received`, buyer.cookie)).statusCode).toBe(409);
    expect((await send(t, 'POST', `/api/purchases/${rejectedId}/refund-received`, buyer.cookie)).statusCode).toBe(200);
    const again = await send(t, 'POST', `/api/purchases/${rejectedId}/refund-received`, buyer.cookie);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'You already confirmed this refund.']);
    const [row] = (await send(t, 'GET', '/api/admin/refunds', admin.cookie)).json().refunds;
    expect(row).toMatchObject({ isOverdue: false, refundConfirmedAt: expect.any(String) });
  });

  it('shows the admin the purchase, proof, transaction, rejection, refund and both sides’ messages', async () => {
    expect(
      (await dispute(rejectedId, { reason: 'rejected_without_refund', message: 'The refund never came.' })).statusCode,
    ).toBe(201);
    const queue = (await send(t, 'GET', '/api/admin/disputes', admin.cookie)).json();
    expect(queue.disputes.map((d: { purchaseId: string }) => d.purchaseId).sort()).toEqual(
      [pendingId, rejectedId].sort(),
    );
    const id = queue.disputes.find((d: { purchaseId: string }) => d.purchaseId === rejectedId).id;
    const detail = (await send(t, 'GET', `/api/admin/disputes/${id}`, admin.cookie)).json();
    expect(detail).toMatchObject({
      reason: 'rejected_without_refund',
      message: 'The refund never came.',
      buyer: { id: buyer.userId, accountState: 'active' },
      artist: { id: artist.userId },
      purchase: {
        licenceKind: 'exclusive',
        priceNpr: 50000,
        rejectionReason: 'not_enough_fund',
        rejectionNote: 'Only half arrived.',
        refundNpr: 25000,
        walletLabel: 'esewa',
      },
      messages: [
        { from: 'buyer', body: 'I sent the full 50,000.' },
        { from: 'artist', body: 'Only 25,000 arrived.' },
      ],
    });
    expect(detail.purchase.walletTransactionId).toMatch(/^TXN/);
    expect(detail.purchase.screenshotUrl).toMatch(/^\/files\//);
    expect((await t.app.inject({ url: detail.purchase.screenshotUrl })).statusCode).toBe(200);
    expect((await send(t, 'GET', `/api/admin/disputes/${randomUUID()}`, admin.cookie)).statusCode).toBe(404);
  });

  it('of two admins deciding at once exactly one wins; both sides get the note; the log has it once', async () => {
    const [open] = await t.ctx.database.db
      .select()
      .from(disputes)
      .where(and(eq(disputes.purchaseId, rejectedId), eq(disputes.status, 'open')));
    const decide = (user: TestUser, decision: string, reason: string) =>
      send(t, 'POST', `/api/admin/disputes/${open!.id}/decide`, user.cookie, { decision, reason });
    const bad = await decide(admin, 'maybe', 'x');
    expect([bad.statusCode, bad.json().error.fieldErrors.decision]).toEqual([
      400,
      'Choose a decision: for the buyer, for the artist, or closed.',
    ]);
    expect((await decide(admin, 'closed', ' ')).statusCode).toBe(400);
    const results = await Promise.all([
      decide(admin, 'resolved_buyer', 'Artist to refund 25,000.'),
      decide(otherAdmin, 'resolved_artist', 'No proof.'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [entry, ...more] = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, open!.id));
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: 'dispute.decide',
      before: { status: 'open' },
      after: { purchaseId: rejectedId },
    });
    const [buyerMail] = await mailsTo(t, buyer.email, 'dispute-decided:');
    const [artistMail] = await mailsTo(t, artist.email, 'dispute-decided:');
    expect(buyerMail?.text).toContain(`Note from the administrators: ${entry!.reason}`);
    expect(artistMail?.text).toContain(`Note from the administrators: ${entry!.reason}`);
    const trust = (await send(t, 'GET', `/api/purchases/${rejectedId}/trust`, buyer.cookie)).json();
    expect(trust).toMatchObject({
      openDispute: null,
      lastDecision: { note: entry!.reason },
      disputeReasons: ['rejected_without_refund'],
    });
  });
});
