import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_SALE_MESSAGES, type TApprovalPreview } from '@beatpasal/shared/schemas/paid-sales';
import type { TPurchaseDetail, TSale, TSalePage } from '@beatpasal/shared/schemas/purchases';
import { TRUST_MESSAGES, type TPurchaseTrust, type TRefundPage } from '@beatpasal/shared/schemas/trust';
import { disputes, mailOutbox, purchases, tracks } from '../../src/db/schema/index';
import { createAdmin, createArtist, createBuyer, type TestAccount, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { buy, insertSellableTrack, pendingPurchase, send } from './purchase-fixtures';

/** A paid sale stays paid, and paid money is never closed silently (issue 30 §5, decision 066). */
let t: TestApp;
let artist: TestAccount;
let otherArtist: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [artist, otherArtist, buyer, otherBuyer, admin] = await Promise.all([
    createArtist(t),
    createArtist(t),
    createBuyer(t),
    createBuyer(t),
    createAdmin(t),
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const db = () => t.ctx.database.db;
const runJobs = async () => {
  while ((await t.ctx.worker.runOnce()) > 0);
};
const purchaseRow = async (id: string) => (await db().select().from(purchases).where(eq(purchases.id, id)))[0]!;
const isSold = async (trackId: string) =>
  (await db().select({ isSold: tracks.isSold }).from(tracks).where(eq(tracks.id, trackId)))[0]!.isSold;
const mailsLike = (pattern: string) => db().select().from(mailOutbox).where(like(mailOutbox.dedupeKey, pattern));
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { message: string; fieldErrors?: Record<string, string> } }).error;

/** An approved purchase with its agreement and MP3 made. */
async function approvedSale(kind: 'lease' | 'exclusive') {
  const { trackId } = await insertSellableTrack(t, artist);
  const id = await pendingPurchase(t, buyer, trackId, kind);
  expect((await send(t, 'POST', `/api/purchases/${id}/approve`, artist.cookie)).statusCode).toBe(200);
  await runJobs();
  return { trackId, id };
}

async function openDispute(purchaseId: string, reason = 'wrong_file', who: TestAccount = buyer): Promise<string> {
  const res = await send(t, 'POST', `/api/purchases/${purchaseId}/dispute`, who.cookie, {
    reason,
    message: 'The file is not the track I bought.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

describe('an approved sale cannot be rejected', () => {
  it('answers the revocation probe with a 409 that says why, and changes nothing', async () => {
    const { trackId, id } = await approvedSale('exclusive');
    const before = await purchaseRow(id);
    const probe = await send(t, 'POST', `/api/purchases/${id}/reject`, artist.cookie, {
      reason: 'other',
      note: 'changed my mind',
      refundNpr: 0,
    });
    expect([probe.statusCode, errorOf(probe).message]).toEqual([409, PAID_SALE_MESSAGES.approvedStaysPaid.text]);
    expect(await purchaseRow(id)).toEqual(before);
    expect(await isSold(trackId)).toBe(true);
    expect(await mailsLike(`purchase-rejected:${id}`)).toHaveLength(0);
    const download = await send(t, 'GET', `/api/purchases/${id}/download?file=master`, buyer.cookie);
    expect(download.statusCode).toBe(200);
  });
});

describe('the artist accepts the buyer’s dispute', () => {
  it('is the artist’s alone: visitor 401, the buyer 403, another artist 404', async () => {
    const { id } = await approvedSale('lease');
    const disputeId = await openDispute(id);
    const body = { refundNpr: 1500, note: 'Refunding in full.' };
    expect((await send(t, 'POST', `/api/disputes/${disputeId}/accept`, undefined, body)).statusCode).toBe(401);
    expect((await send(t, 'POST', `/api/disputes/${disputeId}/accept`, buyer.cookie, body)).statusCode).toBe(403);
    expect((await send(t, 'POST', `/api/disputes/${disputeId}/accept`, otherArtist.cookie, body)).statusCode).toBe(404);
    expect((await send(t, 'POST', '/api/disputes/not-a-uuid/accept', artist.cookie, body)).statusCode).toBe(404);
    expect((await purchaseRow(id)).status).toBe('approved');
    const [dispute] = await db().select().from(disputes).where(eq(disputes.id, disputeId));
    expect(dispute!.status).toBe('open');
  });

  it('refuses a refund above the price or a missing note with a 400, and changes nothing', async () => {
    const { id } = await approvedSale('lease');
    const disputeId = await openDispute(id);
    const tooMuch = await send(t, 'POST', `/api/disputes/${disputeId}/accept`, artist.cookie, {
      refundNpr: 1501,
      note: 'All of it.',
    });
    expect([tooMuch.statusCode, errorOf(tooMuch).message]).toEqual([400, PAID_SALE_MESSAGES.refundInvalid.text]);
    const noNote = await send(t, 'POST', `/api/disputes/${disputeId}/accept`, artist.cookie, {
      refundNpr: 100,
      note: ' ',
    });
    expect([noNote.statusCode, errorOf(noNote).fieldErrors?.note]).toEqual([
      400,
      PAID_SALE_MESSAGES.acceptNoteRequired.text,
    ]);
    expect((await purchaseRow(id)).status).toBe('approved');
    expect((await db().select().from(disputes).where(eq(disputes.id, disputeId)))[0]!.status).toBe('open');
  });

  it('revokes the sale with the refund stated: the agreement stays, the files close, the exclusive is back on sale, both mailed', async () => {
    const { trackId, id } = await approvedSale('exclusive');
    const disputeId = await openDispute(id);
    const sales = (await send(t, 'GET', '/api/me/sales?status=approved', artist.cookie)).json() as TSalePage;
    expect(sales.items.find((item) => item.id === id)!.openDispute).toMatchObject({
      id: disputeId,
      reason: 'wrong_file',
    });

    const accepted = await send(t, 'POST', `/api/disputes/${disputeId}/accept`, artist.cookie, {
      refundNpr: 50000,
      note: 'Wrong master uploaded; refunding in full.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json() as TSale).toMatchObject({
      status: 'rejected',
      rejection: { refundNpr: 50000, note: 'Wrong master uploaded; refunding in full.' },
    });
    const row = await purchaseRow(id);
    expect(row).toMatchObject({ status: 'rejected', refundNpr: 50000, rejectionReason: 'other' });
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect((await db().select().from(disputes).where(eq(disputes.id, disputeId)))[0]).toMatchObject({
      status: 'resolved_buyer',
      decidedBy: artist.userId,
    });
    expect(await isSold(trackId)).toBe(false);
    expect(await mailsLike(`purchase-revoked:${id}:%`)).toHaveLength(2);

    const detail = (await send(t, 'GET', `/api/purchases/${id}`, buyer.cookie)).json() as TPurchaseDetail;
    expect(detail.revokedAt).not.toBeNull();
    expect(detail.downloads).toEqual({ master: 'none', mp3: 'none', alternate: 'none', agreement: 'ready' });
    expect((await send(t, 'GET', `/api/purchases/${id}/agreement`, buyer.cookie)).statusCode).toBe(200);
    const master = await send(t, 'GET', `/api/purchases/${id}/download?file=master`, buyer.cookie);
    expect([master.statusCode, errorOf(master).message]).toEqual([403, PAID_SALE_MESSAGES.revoked.text]);
    expect((await send(t, 'GET', `/api/purchases/${id}/download?file=mp3`, buyer.cookie)).statusCode).toBe(403);

    const again = await send(t, 'POST', `/api/disputes/${disputeId}/accept`, artist.cookie, {
      refundNpr: 50000,
      note: 'Again.',
    });
    expect(again.statusCode).toBe(409);
    const register = (await send(t, 'GET', '/api/admin/refunds', admin.cookie)).json() as TRefundPage;
    expect(register.refunds.find((refund) => refund.purchaseId === id)).toMatchObject({
      refundNpr: 50000,
      isOverdue: false,
    });
  });
});

describe('an administrator decides a dispute for the buyer', () => {
  it('requires the refund on an approved sale (400, nothing written), then revokes it', async () => {
    const { id } = await approvedSale('lease');
    const disputeId = await openDispute(id);
    const decide = (payload: object) =>
      send(t, 'POST', `/api/admin/disputes/${disputeId}/decide`, admin.cookie, payload);
    const noRefund = await decide({ decision: 'resolved_buyer', reason: 'The file was wrong.' });
    expect([noRefund.statusCode, errorOf(noRefund).fieldErrors?.refundNpr]).toEqual([
      400,
      TRUST_MESSAGES.decisionRefund.text,
    ]);
    expect((await db().select().from(disputes).where(eq(disputes.id, disputeId)))[0]!.status).toBe('open');
    expect((await purchaseRow(id)).status).toBe('approved');
    expect(
      (await decide({ decision: 'resolved_buyer', reason: 'The file was wrong.', refundNpr: 1600 })).statusCode,
    ).toBe(400);

    const decided = await decide({ decision: 'resolved_buyer', reason: 'The file was wrong.', refundNpr: 1500 });
    expect(decided.statusCode, decided.body).toBe(200);
    const row = await purchaseRow(id);
    expect(row).toMatchObject({ status: 'rejected', refundNpr: 1500, rejectionNote: 'The file was wrong.' });
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect((await send(t, 'GET', `/api/purchases/${id}/agreement`, buyer.cookie)).statusCode).toBe(200);
    expect((await send(t, 'GET', `/api/purchases/${id}/download?file=master`, buyer.cookie)).statusCode).toBe(403);
    const [buyerMail] = await mailsLike(`purchase-revoked:${id}:buyer`);
    expect(buyerMail!.text).toContain('An administrator decided your dispute');
    expect(buyerMail!.text).toContain('NPR 1,500');
  });
});

describe('Mark as Paid on an exclusive sale names what it closes and states each refund', () => {
  it('lists the other orders, refuses without the refund of a paid one, then closes it into the refunds register', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const third = await createBuyer(t);
    const winner = await pendingPurchase(t, buyer, trackId, 'exclusive');
    const paidOther = await pendingPurchase(t, otherBuyer, trackId, 'exclusive');
    const unpaid = ((await buy(t, third, trackId, 'exclusive')).json() as { id: string }).id;
    const lease = await pendingPurchase(t, third, trackId, 'lease');

    const approvalOf = (cookie: string) => send(t, 'GET', `/api/purchases/${winner}/approval`, cookie);
    expect((await approvalOf(otherArtist.cookie)).statusCode).toBe(404);
    expect((await approvalOf(buyer.cookie)).statusCode).toBe(403);
    const preview = (await approvalOf(artist.cookie)).json() as TApprovalPreview;
    expect(preview.closes.map((order) => [order.purchaseId, order.hasProof, order.priceNpr]).sort()).toEqual(
      [
        [paidOther, true, 50000],
        [unpaid, false, 50000],
      ].sort(),
    );
    expect(preview.closes.find((order) => order.purchaseId === paidOther)!.buyer.username).toBe(otherBuyer.username);

    const approve = (payload?: object) => send(t, 'POST', `/api/purchases/${winner}/approve`, artist.cookie, payload);
    const silent = await approve();
    expect([silent.statusCode, errorOf(silent).message]).toEqual([409, PAID_SALE_MESSAGES.refundMissing.text]);
    const wrongOrder = await approve({
      refunds: [
        { purchaseId: paidOther, refundNpr: 50000 },
        { purchaseId: lease, refundNpr: 0 },
      ],
    });
    expect([wrongOrder.statusCode, errorOf(wrongOrder).message]).toEqual([
      409,
      PAID_SALE_MESSAGES.refundNotClosed.text,
    ]);
    expect((await approve({ refunds: [{ purchaseId: paidOther, refundNpr: 50001 }] })).statusCode).toBe(400);
    expect((await approve({ refunds: [{ purchaseId: paidOther, refundNpr: -1 }] })).statusCode).toBe(400);
    for (const id of [winner, paidOther, lease]) expect((await purchaseRow(id)).status).toBe('pending');
    expect((await purchaseRow(unpaid)).status).toBe('awaiting_payment');
    expect(await isSold(trackId)).toBe(false);

    const approved = await approve({ refunds: [{ purchaseId: paidOther, refundNpr: 50000 }] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await purchaseRow(paidOther)).toMatchObject({ status: 'closed', refundNpr: 50000 });
    expect(await purchaseRow(unpaid)).toMatchObject({ status: 'closed', refundNpr: null });
    expect((await purchaseRow(lease)).status).toBe('pending');
    const [closedMail] = await mailsLike(`purchase-closed:${paidOther}`);
    expect(closedMail!.text).toContain('stated a refund of NPR 50,000');

    const again = await approve({ refunds: [{ purchaseId: paidOther, refundNpr: 0 }] });
    expect(again.statusCode).toBe(200);
    expect((await purchaseRow(paidOther)).refundNpr).toBe(50000);

    const register = (await send(t, 'GET', '/api/admin/refunds', admin.cookie)).json() as TRefundPage;
    expect(register.refunds.find((refund) => refund.purchaseId === paidOther)).toMatchObject({
      refundNpr: 50000,
      priceNpr: 50000,
      isOverdue: false,
    });
    expect(register.refunds.some((refund) => refund.purchaseId === unpaid)).toBe(false);

    const trust = (
      await send(t, 'GET', `/api/purchases/${paidOther}/trust`, otherBuyer.cookie)
    ).json() as TPurchaseTrust;
    expect(trust).toMatchObject({ disputeReasons: ['closed_without_refund'], canConfirmRefund: true });
    const unpaidTrust = (await send(t, 'GET', `/api/purchases/${unpaid}/trust`, third.cookie)).json() as TPurchaseTrust;
    expect(unpaidTrust).toMatchObject({ disputeReasons: [], canConfirmRefund: false });
    const disputeId = await openDispute(paidOther, 'closed_without_refund', otherBuyer);
    expect((await send(t, 'POST', `/api/purchases/${paidOther}/refund-received`, otherBuyer.cookie)).statusCode).toBe(
      200,
    );

    // Accepting the dispute restates the refund, which the buyer confirms afresh.
    const accept = await send(t, 'POST', `/api/disputes/${disputeId}/accept`, artist.cookie, {
      refundNpr: 50000,
      note: 'Sent again to your eSewa.',
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(await purchaseRow(paidOther)).toMatchObject({ status: 'closed', refundNpr: 50000, refundConfirmedAt: null });
    expect(await mailsLike(`dispute-accepted:${disputeId}`)).toHaveLength(1);
  });

  it('a pending non-exclusive order is never closed and needs no refund', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    const lease = await pendingPurchase(t, buyer, trackId, 'lease');
    const preview = (
      await send(t, 'GET', `/api/purchases/${lease}/approval`, artist.cookie)
    ).json() as TApprovalPreview;
    expect(preview.closes).toEqual([]);
    expect((await send(t, 'POST', `/api/purchases/${lease}/approve`, artist.cookie, { refunds: [] })).statusCode).toBe(
      200,
    );
  });
});
