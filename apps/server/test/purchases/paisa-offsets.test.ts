import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_PAISA_OFFSET } from '@beatpasal/shared/payments/payment-kinds';
import { PURCHASE_MESSAGES, type TPurchase } from '@beatpasal/shared/schemas/purchases';
import { purchases } from '../../src/db/schema/index';
import { createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks, LEASE_1500, SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { artistAndBuyers, buy, send } from './purchase-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyers: TestAccount[];

beforeAll(async () => {
  t = await createTestApp();
  ({ artist, buyers } = await artistAndBuyers(t, 6));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const amountOf = (res: { json: () => unknown }) => (res.json() as TPurchase).amountPaisa;

it('gives each open purchase of an artist its own amount, the price plus 1 to 99 paisa, shown to the buyer', async () => {
  const trackIds = await insertReadyTracks(t, artist.userId, [{ title: 'One' }, { title: 'Two' }]);
  const first = await buy(t, buyers[0], trackIds[0]!, 'lease');
  const second = await buy(t, buyers[0], trackIds[1]!, 'lease');
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  for (const amount of [amountOf(first), amountOf(second)]) {
    expect(amount).toBeGreaterThan(LEASE_1500.priceNpr! * 100);
    expect(amount).toBeLessThanOrEqual(LEASE_1500.priceNpr! * 100 + MAX_PAISA_OFFSET);
  }
  expect(amountOf(first)).not.toBe(amountOf(second));

  const again = await buy(t, buyers[0], trackIds[0]!, 'lease');
  expect(amountOf(again)).toBe(amountOf(first));
  const read = await send(t, 'GET', `/api/purchases/${(first.json() as TPurchase).id}`, buyers[0]!.cookie);
  expect(amountOf(read)).toBe(amountOf(first));
});

it('keeps the amounts apart when buyers race for the same price', async () => {
  const [trackId] = await insertReadyTracks(t, artist.userId, [{ title: 'Raced' }]);
  const answers = await Promise.all(buyers.map((buyer) => buy(t, buyer, trackId!, 'lease')));
  expect(answers.map((res) => res.statusCode)).toEqual(buyers.map(() => 201));
  const open = await t.ctx.database.db
    .select({ amount: purchases.amountPaisa })
    .from(purchases)
    .where(and(eq(purchases.artistId, artist.userId), inArray(purchases.status, ['awaiting_payment', 'pending'])));
  expect(new Set(open.map((row) => row.amount)).size).toBe(open.length);
}, 60_000);

it('refuses a new order clearly once every paisa at this price is held, and frees an amount when its order ends', async () => {
  const { artist: busy } = await artistAndBuyers(t, 0);
  const trackIds = await insertReadyTracks(
    t,
    busy.userId,
    Array.from({ length: MAX_PAISA_OFFSET + 1 }, (_, i) => ({ title: `Busy ${i}` })),
  );
  const buyer = await createBuyer(t);
  for (const trackId of trackIds.slice(0, MAX_PAISA_OFFSET))
    expect((await buy(t, buyer, trackId, 'lease')).statusCode).toBe(201);

  const refused = await buy(t, buyer, trackIds[MAX_PAISA_OFFSET]!, 'lease');
  expect(refused.statusCode).toBe(409);
  expect((refused.json() as { error: { message: string } }).error.message).toBe(PURCHASE_MESSAGES.busyAtThisPrice.text);
  const stored = await t.ctx.database.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.trackId, trackIds[MAX_PAISA_OFFSET]!));
  expect(stored).toEqual([]);

  await t.ctx.database.db
    .update(purchases)
    .set({ status: 'expired' })
    .where(and(eq(purchases.artistId, busy.userId), eq(purchases.trackId, trackIds[0]!)));
  expect((await buy(t, buyer, trackIds[MAX_PAISA_OFFSET]!, 'lease')).statusCode).toBe(201);
}, 120_000);
