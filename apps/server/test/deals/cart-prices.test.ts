import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCartPrices } from '@beatpasal/shared/schemas/deals';
import { claimCodeUse } from '../../src/services/deals/load-price-rules';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack } from '../purchases/purchase-fixtures';
import { createCode, dealsCall } from './deal-fixtures';

let t: TestApp;
let artist: TestAccount;
let other: TestAccount;
let tracks: string[];
let otherTrack: string;

beforeAll(async () => {
  t = await createTestApp();
  [artist, other] = await Promise.all([createArtist(t), createArtist(t)]);
  tracks = [];
  for (let i = 0; i < 3; i++) tracks.push((await insertSellableTrack(t, artist)).trackId);
  otherTrack = (await insertSellableTrack(t, other)).trackId;
  await dealsCall(t, 'PUT', '/bulk-deal', artist, { kind: 'buy_get_free', n: 2, m: 1, licenceKinds: ['lease'] });
  await createCode(t, artist, { code: 'TEN' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const prices = (who: TestAccount, discountCode?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/cart/prices',
    headers: sameOrigin(t, who.cookie),
    payload: discountCode === undefined ? {} : { discountCode },
  });
async function buyerWithCart(): Promise<TestAccount> {
  const buyer = await createBuyer(t);
  for (const trackId of [...tracks, otherTrack])
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/cart/items',
      headers: sameOrigin(t, buyer.cookie),
      payload: { trackId, licenceKind: 'lease' },
    });
  return buyer;
}
const summary = (answer: TCartPrices) =>
  answer.parts.map((part) => [part.subtotalPaisa, part.itemsToNextDeal, part.code, part.deal?.kind ?? null]);
const errorOf = (res: Awaited<ReturnType<typeof prices>>) => [
  res.statusCode,
  res.json<{ error: { message: string } }>().error.message,
];

describe('the cart priced with the deals in force', () => {
  it('applies the artist’s deal, and the code to that artist’s part only', async () => {
    const buyer = await buyerWithCart();
    expect(summary((await prices(buyer)).json<TCartPrices>())).toEqual([
      [300000, 3, null, 'buy_get_free'],
      [150000, null, null, null],
    ]);
    const withCode = (await prices(buyer, ' ten ')).json<TCartPrices>();
    expect(summary(withCode)).toEqual([
      [270000, 3, 'TEN', 'buy_get_free'],
      [150000, null, null, null],
    ]);
    expect(withCode.totalPaisa).toBe(420000);
    expect(withCode.parts[0]!.lines.map((line) => [line.dealOffPaisa, line.codeOffPaisa, line.totalPaisa])).toEqual([
      [150000, 0, 0],
      [0, 15000, 135000],
      [0, 15000, 135000],
    ]);
  });

  it('refuses a wrong code with one message, and a guesser after ten', async () => {
    const buyer = await buyerWithCart();
    for (let i = 0; i < 10; i++) {
      expect(errorOf(await prices(buyer, `WRONG${i}`))).toEqual([422, 'This code is not valid.']);
      if (i === 4) expect((await prices(buyer, 'TEN')).statusCode).toBe(200);
    }
    expect(errorOf(await prices(buyer, 'TEN'))).toEqual([
      429,
      'Too many codes that did not work. Try again in a few minutes.',
    ]);
    expect((await prices(buyer)).statusCode).toBe(200);
    expect((await prices(await buyerWithCart(), 'TEN')).statusCode).toBe(200);
  });

  it('says a code is used up, without counting it as a guess', async () => {
    const codeId = await createCode(t, artist, { code: 'ONLY-ONE', maxUses: 1 });
    const first = await createBuyer(t);
    await t.ctx.database.db.transaction((tx) =>
      claimCodeUse(tx, { codeId, buyerId: first.userId, requestId: randomUUID() }),
    );
    const buyer = await buyerWithCart();
    for (let i = 0; i < 11; i++)
      expect(errorOf(await prices(buyer, 'only-one'))).toEqual([409, 'This code has been used up.']);
  });

  it('is for buyers', async () => {
    expect((await prices(artist)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me/cart/prices', headers: sameOrigin(t), payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
