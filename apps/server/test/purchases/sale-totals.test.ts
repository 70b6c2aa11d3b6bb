import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TPurchase, TSaleFilter, TSalePage } from '@beatpasal/shared/schemas/purchases';
import { createExpirePurchaseHandler } from '../../src/services/purchases/expire-purchase';
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

const salesPage = async (status: TSaleFilter) =>
  (await send(t, 'GET', `/api/me/sales?status=${status}`, artist.cookie)).json() as TSalePage;

it('the totals kept by the trigger match the sales listed, through every transition; lapsed carts are not sales', async () => {
  const [first, second, third] = buyers as [TestAccount, TestAccount, TestAccount];
  const { trackId } = await insertSellableTrack(t, artist);
  const lease = await pendingPurchase(t, first, trackId, 'lease');
  const exclusives = [
    await pendingPurchase(t, first, trackId, 'exclusive'),
    await pendingPurchase(t, second, trackId, 'exclusive'),
  ];
  const cart = ((await buy(t, third, trackId, 'lease')).json() as TPurchase).id;
  await createExpirePurchaseHandler({ database: t.ctx.database, log: t.app.log })(
    { purchaseId: cart },
    { id: 0, attempt: 1 },
  );
  await pendingPurchase(t, third, trackId, 'lease');
  // The exclusive sale closes the other buyer's paid order, its refund stated (decision 066).
  const refunds = [{ purchaseId: exclusives[1], refundNpr: 0 }];
  expect(
    (await send(t, 'POST', `/api/purchases/${exclusives[0]}/approve`, artist.cookie, { refunds })).statusCode,
  ).toBe(200);
  expect((await send(t, 'POST', `/api/purchases/${lease}/approve`, artist.cookie)).statusCode).toBe(200);
  // A paid sale is undone only through the buyer's dispute, which the artist accepts with the refund.
  const dispute = await send(t, 'POST', `/api/purchases/${lease}/dispute`, first.cookie, {
    reason: 'wrong_file',
    message: 'The file is not the track I bought.',
  });
  expect(dispute.statusCode, dispute.body).toBe(201);
  const disputeId = (dispute.json() as { id: string }).id;
  expect(
    (
      await send(t, 'POST', `/api/disputes/${disputeId}/accept`, artist.cookie, {
        refundNpr: 700,
        note: 'Refunded by eSewa.',
      })
    ).statusCode,
  ).toBe(200);

  const expected = {
    all: [4, 50000, 700],
    open: [1, 0, 0],
    pending: [1, 0, 0],
    approved: [1, 50000, 0],
    rejected: [2, 0, 700],
  } as const;
  for (const [status, [count, approvedNpr, refundedNpr]] of Object.entries(expected)) {
    const page = await salesPage(status as TSaleFilter);
    expect(page.totals, status).toEqual({ count, approvedNpr, refundedNpr });
    expect(page.items, status).toHaveLength(count);
    expect(page.items.some((item) => item.id === cart)).toBe(false);
  }
  const { rows } = await t.ctx.database.db.execute(
    sql`select * from artist_sale_totals where artist_id = ${artist.userId}`,
  );
  await t.ctx.database.db.execute(sql`select artist_sale_totals_rebuild()`);
  const { rows: rebuilt } = await t.ctx.database.db.execute(
    sql`select * from artist_sale_totals where artist_id = ${artist.userId}`,
  );
  expect(rows).toEqual(rebuilt);
});
