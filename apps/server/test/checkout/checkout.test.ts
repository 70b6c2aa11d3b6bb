import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCart, TPaymentRequests } from '@beatpasal/shared/schemas/cart';
import { paymentQrPath } from '@beatpasal/shared/payments/payment-qr-api';
import { PURCHASE_MESSAGES, type TPurchaseDetail, type TSalePage } from '@beatpasal/shared/schemas/purchases';
import { artistSaleTotals, purchases, trackLicences, tracks } from '../../src/db/schema/index';
import { createExpirePurchaseHandler } from '../../src/services/purchases/expire-purchase';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack, submitProof } from '../purchases/purchase-fixtures';

let t: TestApp;
let artistA: TestAccount;
let artistB: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artistA, artistB] = await Promise.all([createArtist(t), createArtist(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type TMethod = 'GET' | 'PUT' | 'POST';
const call = (method: TMethod, url: string, who?: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: sameOrigin(t, who?.cookie), payload });
const add = (who: TestAccount, trackId: string, licenceKind = 'lease') =>
  call('PUT', '/api/me/cart/items', who, { trackId, licenceKind });
const checkout = async (who: TestAccount) => {
  const res = await call('POST', '/api/me/checkout', who, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TPaymentRequests>();
};
const detail = async (who: TestAccount, id: string) =>
  (await call('GET', `/api/purchases/${id}`, who)).json<TPurchaseDetail>();
const rowsOf = (ids: string[]) =>
  t.ctx.database.db.select().from(purchases).where(inArray(purchases.id, ids)).orderBy(purchases.createdAt);
const idsOf = (request: TPurchaseDetail) => [request.id, ...request.lines.map((line) => line.id)];
const runJobs = async () => {
  while ((await t.ctx.worker.runOnce()) > 0);
};
const errorOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { error: { message: string } }).error.message,
];

/** A buyer whose cart holds two leases of A, one of B and one exclusive of A. */
async function cartOfThree() {
  const buyer = await createBuyer(t);
  const [a1, a2, b1] = await Promise.all([
    insertSellableTrack(t, artistA),
    insertSellableTrack(t, artistA),
    insertSellableTrack(t, artistB),
  ]);
  for (const track of [a1!, a2!, b1!]) expect((await add(buyer, track.trackId)).statusCode).toBe(200);
  await add(buyer, a1!.trackId, 'exclusive');
  return { buyer, a1: a1!.trackId, a2: a2!.trackId, b1: b1!.trackId };
}
const requestOf = (result: TPaymentRequests, artist: TestAccount) =>
  result.requests.find((request) => request.artist.id === artist.userId)!;

describe('checkout: one payment request per artist', () => {
  it('groups the cart by artist, one exact amount each; the exclusive stays for Buy Now', async () => {
    const { buyer, a1, a2 } = await cartOfThree();
    const result = await checkout(buyer);
    expect(result.requests).toHaveLength(2);
    const ofA = requestOf(result, artistA);
    const ofB = requestOf(result, artistB);
    expect(ofA.amountPaisa).toBeGreaterThan(300000);
    expect(ofA.amountPaisa).toBeLessThan(300100);
    expect(ofB.amountPaisa).toBeGreaterThan(150000);
    expect(ofB.amountPaisa).toBeLessThan(150100);
    expect([ofA.track.id, ofA.linePaisa, ofA.leadPurchaseId]).toEqual([a1, 150000, null]);
    expect(ofA.lines).toEqual([expect.objectContaining({ licenceKind: 'lease', priceNpr: 1500, linePaisa: 150000 })]);
    expect(ofA.wallets.length).toBeGreaterThan(0);
    const line = await detail(buyer, ofA.lines[0]!.id);
    expect([line.track.id, line.leadPurchaseId, line.amountPaisa, line.status]).toEqual([
      a2,
      ofA.id,
      150000,
      'awaiting_payment',
    ]);
    const cart = (await call('GET', '/api/me/cart', buyer)).json<TCart>();
    expect(cart.lines.map((l) => [l.trackId, l.licenceKind])).toEqual([[a1, 'exclusive']]);
    // The request's QR carries its amount (the journey reads it); a line that follows it has none of its own.
    const qrOf = (id: string) => call('GET', paymentQrPath(id, ofA.wallets[0]!.id), buyer);
    expect(errorOf(await qrOf(line.id))).toEqual([409, PURCHASE_MESSAGES.paidWithRequest.text]);
    // The test artist's wallet QR is a picture with no EMVCo payload, so the lead's answer says that instead.
    expect(errorOf(await qrOf(ofA.id))[1]).not.toBe(PURCHASE_MESSAGES.paidWithRequest.text);
  });

  it('makes one request per artist when pressed twice or from two tabs at once', async () => {
    const { buyer } = await cartOfThree();
    const [one, two] = await Promise.all([checkout(buyer), checkout(buyer)]);
    expect(one.requests.map((r) => r.id).sort()).toEqual(two.requests.map((r) => r.id).sort());
    const again = await checkout(buyer);
    expect(again.requests.map((r) => r.id).sort()).toEqual(one.requests.map((r) => r.id).sort());
    const rows = await t.ctx.database.db.select().from(purchases).where(eq(purchases.buyerId, buyer.userId));
    expect(rows).toHaveLength(3);
    const listed = (await call('GET', '/api/me/payment-requests', buyer)).json<TPaymentRequests>();
    expect(listed.requests.map((r) => r.id).sort()).toEqual(one.requests.map((r) => r.id).sort());
  });

  it('fixes prices when the request is made: a change in the cart counts, one after it does not', async () => {
    const buyer = await createBuyer(t);
    const { trackId } = await insertSellableTrack(t, artistB);
    await add(buyer, trackId);
    const setPrice = (priceNpr: number) =>
      t.ctx.database.db
        .update(trackLicences)
        .set({ priceNpr })
        .where(and(eq(trackLicences.trackId, trackId), eq(trackLicences.kind, 'lease')));
    await setPrice(1800);
    const [request] = (await checkout(buyer)).requests;
    expect(Math.floor(request!.amountPaisa / 100)).toBe(1800);
    await setPrice(900);
    const after = await detail(buyer, request!.id);
    expect([after.amountPaisa, after.licence.priceNpr]).toEqual([request!.amountPaisa, 1800]);
  });

  it('lets sold and hidden items leave the cart with a message at checkout', async () => {
    const buyer = await createBuyer(t);
    const [sold, hidden, kept] = await Promise.all([1, 2, 3].map(() => insertSellableTrack(t, artistA)));
    for (const track of [sold!, hidden!, kept!]) await add(buyer, track.trackId);
    await t.ctx.database.db.update(tracks).set({ isSold: true }).where(eq(tracks.id, sold!.trackId));
    await t.ctx.database.db.update(tracks).set({ isHidden: true }).where(eq(tracks.id, hidden!.trackId));
    const result = await checkout(buyer);
    expect(result.removed.map((r) => [r.trackId, r.reason])).toEqual([
      [sold!.trackId, 'sold'],
      [hidden!.trackId, 'unavailable'],
    ]);
    expect(result.requests.map((r) => [r.track.id, r.lines.length])).toEqual([[kept!.trackId, 0]]);
  });
});

describe('a grouped request moves as one', () => {
  it('takes one proof, and one Mark as Paid gives every line its agreement and downloads', async () => {
    const { buyer } = await cartOfThree();
    const ofA = requestOf(await checkout(buyer), artistA);
    expect(errorOf(await submitProof(t, buyer, ofA.lines[0]!.id))).toEqual([
      409,
      'This licence is paid with its payment request: open the request to pay for it or to see its state.',
    ]);
    expect((await submitProof(t, buyer, ofA.id)).statusCode).toBe(200);
    expect((await rowsOf(idsOf(ofA))).map((row) => row.status)).toEqual(['pending', 'pending']);

    const sales = (await call('GET', '/api/me/sales?status=pending', artistA)).json<TSalePage>();
    const sale = sales.items.find((item) => item.id === ofA.id)!;
    expect(sale.lines.map((line) => line.id)).toEqual([ofA.lines[0]!.id]);
    expect(sales.items.some((item) => item.id === ofA.lines[0]!.id)).toBe(false);

    // Another artist and another buyer find nothing; a line alone cannot be confirmed.
    expect((await call('POST', `/api/purchases/${ofA.id}/approve`, artistB, {})).statusCode).toBe(404);
    expect((await submitProof(t, await createBuyer(t), ofA.id)).statusCode).toBe(404);
    expect((await call('POST', `/api/purchases/${ofA.lines[0]!.id}/approve`, artistA, {})).statusCode).toBe(409);
    const before = (
      await t.ctx.database.db.select().from(artistSaleTotals).where(eq(artistSaleTotals.artistId, artistA.userId))
    )[0];

    expect((await call('POST', `/api/purchases/${ofA.id}/approve`, artistA, {})).statusCode).toBe(200);
    expect((await call('POST', `/api/purchases/${ofA.id}/approve`, artistA, {})).statusCode).toBe(200);
    const approved = await rowsOf(idsOf(ofA));
    expect(approved.map((row) => [row.status, row.confirmedVia])).toEqual([
      ['approved', 'artist'],
      ['approved', 'artist'],
    ]);
    const totals = (
      await t.ctx.database.db.select().from(artistSaleTotals).where(eq(artistSaleTotals.artistId, artistA.userId))
    )[0]!;
    expect(totals.approvedNpr - (before?.approvedNpr ?? 0)).toBe(3000);

    await runJobs();
    for (const id of idsOf(ofA)) {
      const line = await detail(buyer, id);
      expect([line.status, line.downloads.agreement, line.downloads.master]).toEqual(['approved', 'ready', 'ready']);
      expect((await call('GET', `/api/purchases/${id}/agreement`, buyer)).statusCode).toBe(200);
    }
    const codes = (await rowsOf(idsOf(ofA))).map((row) => row.licenceCode);
    expect(new Set(codes).size).toBe(2);
  });

  it('is confirmed by a credit message of the request’s amount', async () => {
    const { buyer } = await cartOfThree();
    const ofA = requestOf(await checkout(buyer), artistA);
    const rupees = `${Math.floor(ofA.amountPaisa / 100).toLocaleString('en-IN')}.${String(ofA.amountPaisa % 100).padStart(2, '0')}`;
    const rrn = String(433_900_000_000 + Math.floor(Math.random() * 1e6));
    const text = `Rs. ${rupees} received from 98XXXXXX21 on 04-12-2026 10:15 for RRN ${rrn} via Fonepay`;
    const pasted = await call('POST', '/api/me/payment-messages', artistA, { text });
    const [item] = (
      pasted.json() as {
        items: {
          outcome: string;
          amountPaisa: number;
          sender: string;
          sentAt: string;
          candidates: { purchaseId: string }[];
        }[];
      }
    ).items;
    expect([item!.outcome, item!.candidates.map((c) => c.purchaseId)]).toEqual(['matched', [ofA.id]]);
    const confirmed = await call('POST', '/api/me/payment-messages/confirm', artistA, {
      purchaseId: ofA.id,
      amountPaisa: item!.amountPaisa,
      rrn,
      sender: item!.sender,
      sentAt: item!.sentAt,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await rowsOf(idsOf(ofA))).map((row) => [row.status, row.confirmedVia])).toEqual([
      ['approved', 'pasted_message'],
      ['approved', 'pasted_message'],
    ]);
  });

  it('is rejected and lapses as a whole', async () => {
    const { buyer } = await cartOfThree();
    const result = await checkout(buyer);
    const ofA = requestOf(result, artistA);
    await submitProof(t, buyer, ofA.id);
    const tooMuch = { reason: 'not_enough_fund', note: '', refundNpr: 3001 };
    expect((await call('POST', `/api/purchases/${ofA.id}/reject`, artistA, tooMuch)).statusCode).toBe(400);
    const reject = { reason: 'not_enough_fund', note: '', refundNpr: 3000 };
    expect((await call('POST', `/api/purchases/${ofA.id}/reject`, artistA, reject)).statusCode).toBe(200);
    expect((await rowsOf(idsOf(ofA))).map((row) => [row.status, row.rejectionReason, row.refundNpr])).toEqual([
      ['rejected', 'not_enough_fund', 3000],
      ['rejected', 'not_enough_fund', null],
    ]);

    const ofB = requestOf(result, artistB);
    const { buyer: other } = await cartOfThree();
    const ofA2 = requestOf(await checkout(other), artistA);
    const expire = createExpirePurchaseHandler({ database: t.ctx.database, log: t.app.log });
    await expire({ purchaseId: ofA2.lines[0]!.id }, { id: 0, attempt: 1 });
    expect((await rowsOf(idsOf(ofA2))).map((row) => row.status)).toEqual(['awaiting_payment', 'awaiting_payment']);
    await expire({ purchaseId: ofA2.id }, { id: 0, attempt: 1 });
    expect((await rowsOf(idsOf(ofA2))).map((row) => row.status)).toEqual(['expired', 'expired']);
    expect((await detail(buyer, ofB.id)).status).toBe('awaiting_payment');
  });

  it('answers 401 to a visitor and 403 to an artist', async () => {
    expect((await call('POST', '/api/me/checkout', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/me/checkout', artistA, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/me/payment-requests', artistA)).statusCode).toBe(403);
  });
});
