import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentRequests } from '@beatpasal/shared/schemas/cart';
import { DEALS_MESSAGES } from '@beatpasal/shared/schemas/deals';
import { discountCodeUses, purchases } from '../../src/db/schema/index';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { LEASE_1500, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { EXCLUSIVE_50000, insertSellableTrack, pendingPurchase, submitProof } from '../purchases/purchase-fixtures';
import { createCode, dealsCall } from '../deals/deal-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const call = (method: 'PUT' | 'POST', url: string, who: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: sameOrigin(t, who.cookie), payload });
const checkout = (who: TestAccount, discountCode?: string) =>
  call('POST', '/api/me/checkout', who, discountCode ? { discountCode } : {});

/**
 * An artist with a "buy 2 get 1" deal and three lease tracks at 1,500, 1,200 and 1,000 in a
 * new buyer's cart; the 1,000 one (the free item) also offers an exclusive when `freeHasExclusive`.
 */
async function threeLeasesWithDeal({ freeHasExclusive = false } = {}) {
  const [artist, buyer] = await Promise.all([createArtist(t), createBuyer(t)]);
  await dealsCall(t, 'PUT', '/bulk-deal', artist, { kind: 'buy_get_free', n: 2, m: 1, licenceKinds: null });
  const tracks = [];
  for (const priceNpr of [1500, 1200, 1000]) {
    const lease = { ...LEASE_1500, priceNpr };
    const track = await insertSellableTrack(
      t,
      artist,
      freeHasExclusive && priceNpr === 1000 ? [lease, EXCLUSIVE_50000] : [lease],
    );
    await call('PUT', '/api/me/cart/items', buyer, { trackId: track.trackId, licenceKind: 'lease' });
    tracks.push(track.trackId);
  }
  return { artist, buyer, tracks };
}

const linesOf = async (leadId: string) =>
  t.ctx.database.db
    .select({ trackId: purchases.trackId, priceNpr: purchases.priceNpr, linePaisa: purchases.linePaisa })
    .from(purchases)
    .where(inArray(purchases.id, [leadId]))
    .union(
      t.ctx.database.db
        .select({ trackId: purchases.trackId, priceNpr: purchases.priceNpr, linePaisa: purchases.linePaisa })
        .from(purchases)
        .where(eq(purchases.leadPurchaseId, leadId)),
    );

describe('checkout with the artist’s deal and a code', () => {
  it('prices the request by the deal and the code; the free line still gets its agreement', async () => {
    const { artist, buyer, tracks } = await threeLeasesWithDeal();
    await createCode(t, artist, { code: 'TEN' });
    const res = await checkout(buyer, 'ten');
    expect(res.statusCode, res.body).toBe(200);
    const [request] = res.json<TPaymentRequests>().requests;
    // 1,000 is free; 10 % off 1,500 and 1,200: 1,350 + 1,080 = 2,430, plus the paisa offset.
    expect(Math.floor(request!.amountPaisa / 100)).toBe(2430);
    const lines = await linesOf(request!.id);
    expect(new Map(lines.map((line) => [line.trackId, [line.priceNpr, line.linePaisa]]))).toEqual(
      new Map([
        [tracks[0], [1500, 135000]],
        [tracks[1], [1200, 108000]],
        [tracks[2], [1000, 0]],
      ]),
    );
    const uses = await t.ctx.database.db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.requestId, request!.id));
    expect(uses).toHaveLength(1);

    await submitProof(t, buyer, request!.id);
    expect((await call('POST', `/api/purchases/${request!.id}/approve`, artist, {})).statusCode).toBe(200);
    while ((await t.ctx.worker.runOnce()) > 0);
    const approved = await t.ctx.database.db
      .select({ status: purchases.status, agreementKey: purchases.agreementKey })
      .from(purchases)
      .where(eq(purchases.buyerId, buyer.userId));
    expect(approved.every((row) => row.status === 'approved' && row.agreementKey !== null)).toBe(true);
  });

  it('refuses a code no artist of the cart has, and gives a rejected request’s code use back', async () => {
    const { artist, buyer } = await threeLeasesWithDeal();
    const bad = await checkout(buyer, 'NOPE');
    expect([bad.statusCode, bad.json<{ error: { message: string } }>().error.message]).toEqual([
      422,
      DEALS_MESSAGES.codeInvalid.text,
    ]);
    await createCode(t, artist, { code: 'ONCE', maxUses: 1 });
    const [request] = (await checkout(buyer, 'ONCE')).json<TPaymentRequests>().requests;
    await submitProof(t, buyer, request!.id);
    const reject = { reason: 'not_enough_fund', note: '', refundNpr: 0 };
    expect((await call('POST', `/api/purchases/${request!.id}/reject`, artist, reject)).statusCode).toBe(200);
    const uses = await t.ctx.database.db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.requestId, request!.id));
    expect(uses).toHaveLength(0);
  });

  it('gives a code’s last use to one of two buyers racing for it; the other is told and keeps their cart', async () => {
    const { artist, buyer, tracks } = await threeLeasesWithDeal();
    const other = await createBuyer(t);
    for (const trackId of tracks) await call('PUT', '/api/me/cart/items', other, { trackId, licenceKind: 'lease' });
    await createCode(t, artist, { code: 'LAST', maxUses: 1 });
    const answers = await Promise.all([checkout(buyer, 'LAST'), checkout(other, 'LAST')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409)!;
    expect(loser.json<{ error: { message: string } }>().error.message).toBe(DEALS_MESSAGES.codeUsedUp.text);
    const loserId = answers[0] === loser ? buyer.userId : other.userId;
    const made = await t.ctx.database.db.select().from(purchases).where(eq(purchases.buyerId, loserId));
    expect(made).toHaveLength(0);
  });

  it('prices a request by what is left when the deal’s free item is sold to another buyer at that moment', async () => {
    const { artist, buyer, tracks } = await threeLeasesWithDeal({ freeHasExclusive: true });
    const rival = await createBuyer(t);
    const exclusive = await pendingPurchase(t, rival, tracks[2]!, 'exclusive');
    const [sale, made] = await Promise.all([
      call('POST', `/api/purchases/${exclusive}/approve`, artist, {}),
      checkout(buyer),
    ]);
    expect([sale.statusCode, made.statusCode]).toEqual([200, 200]);
    const { requests, removed } = made.json<TPaymentRequests>();
    const lines = await linesOf(requests[0]!.id);
    const leaseOfSold = lines.some((line) => line.trackId === tracks[2]);
    if (leaseOfSold) {
      // Checked out first: the lease was bought before the sale, with the deal's free item in it.
      expect(Math.floor(requests[0]!.amountPaisa / 100)).toBe(2700);
      expect(lines.map((line) => line.linePaisa).sort((a, b) => a! - b!)).toEqual([0, 120000, 150000]);
      expect(removed).toEqual([]);
    } else {
      // Sold first: the track left the cart with its reason, and two leases make no deal.
      expect(Math.floor(requests[0]!.amountPaisa / 100)).toBe(2700);
      expect(lines.map((line) => line.linePaisa).sort((a, b) => a! - b!)).toEqual([120000, 150000]);
      expect(removed.map((line) => [line.trackId, line.reason])).toEqual([[tracks[2], 'sold']]);
    }
  });
});
