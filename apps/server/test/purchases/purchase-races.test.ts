import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, purchases, tracks } from '../../src/db/schema/index';
import type { TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { artistAndBuyers, buy, insertSellableTrack, pendingPurchase, send } from './purchase-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyers: TestAccount[];

beforeAll(async () => {
  t = await createTestApp();
  ({ artist, buyers } = await artistAndBuyers(t, 3));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

it('of concurrent approvals of exclusive purchases of one track, exactly one wins', async () => {
  for (let round = 0; round < 3; round += 1) {
    const { trackId } = await insertSellableTrack(t, artist);
    const ids: string[] = [];
    for (const buyer of buyers) ids.push(await pendingPurchase(t, buyer, trackId, 'exclusive'));
    // Each approval states the refund of the other paid orders it would close (decision 066).
    const refundsBesides = (id: string) => ({
      refunds: ids.filter((other) => other !== id).map((other) => ({ purchaseId: other, refundNpr: 50000 })),
    });
    const results = await Promise.all(
      ids.map((id) => send(t, 'POST', `/api/purchases/${id}/approve`, artist.cookie, refundsBesides(id))),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.ctx.database.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.trackId, trackId));
    expect(rows.map((row) => row.status).sort()).toEqual(['approved', 'closed', 'closed']);
    const [track] = await t.ctx.database.db
      .select({ isSold: tracks.isSold })
      .from(tracks)
      .where(eq(tracks.id, trackId));
    expect(track!.isSold).toBe(true);
  }
}, 120_000);

it('a Buy Now racing the approval that sells the track is refused or closed, never left open', async () => {
  const [seller, ...others] = buyers as [TestAccount, ...TestAccount[]];
  for (let round = 0; round < 4; round += 1) {
    const { trackId } = await insertSellableTrack(t, artist);
    const sold = await pendingPurchase(t, seller, trackId, 'exclusive');
    const [approval, ...buys] = await Promise.all([
      send(t, 'POST', `/api/purchases/${sold}/approve`, artist.cookie),
      ...others.map((buyer) => buy(t, buyer, trackId, 'exclusive')),
    ]);
    expect(approval!.statusCode).toBe(200);
    for (const answer of buys) expect([201, 200, 409]).toContain(answer.statusCode);
    const rows = await t.ctx.database.db
      .select({ id: purchases.id, status: purchases.status })
      .from(purchases)
      .where(eq(purchases.trackId, trackId));
    expect(rows.filter((row) => row.id !== sold).map((row) => row.status)).toEqual(
      rows.filter((row) => row.id !== sold).map(() => 'closed'),
    );
  }
}, 120_000);

it('approving the same exclusive twice at once changes it once: one sale, one close of each other order, one mail', async () => {
  const { trackId } = await insertSellableTrack(t, artist);
  const [first, second] = buyers as [TestAccount, TestAccount];
  const sold = await pendingPurchase(t, first, trackId, 'exclusive');
  const other = await pendingPurchase(t, second, trackId, 'exclusive');
  const body = { refunds: [{ purchaseId: other, refundNpr: 50000 }] };
  const results = await Promise.all(
    [0, 1].map(() => send(t, 'POST', `/api/purchases/${sold}/approve`, artist.cookie, body)),
  );
  expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
  const rows = await t.ctx.database.db
    .select({ id: purchases.id, status: purchases.status, refundNpr: purchases.refundNpr })
    .from(purchases)
    .where(eq(purchases.trackId, trackId));
  expect(Object.fromEntries(rows.map((row) => [row.id, [row.status, row.refundNpr]]))).toEqual({
    [sold]: ['approved', null],
    [other]: ['closed', 50000],
  });
  const mails = await t.ctx.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `purchase-closed:${other}`));
  expect(mails).toHaveLength(1);
}, 120_000);
