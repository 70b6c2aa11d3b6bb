import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDeals } from '@beatpasal/shared/schemas/deals';
import { createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack } from '../purchases/purchase-fixtures';
import { createCode, createSale, dealsCall, inDays, TEN_PERCENT, WEEK_SALE } from './deal-fixtures';

let t: TestApp;
let artist: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artist, other] = await Promise.all([createArtist(t), createArtist(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type TRes = Awaited<ReturnType<typeof dealsCall>>;
const refusal = (res: TRes) => {
  const { error } = res.json<{ error: { message: string; fieldErrors?: Record<string, string> } }>();
  return [res.statusCode, error.fieldErrors ?? error.message];
};
const dealsOf = async (who: TestAccount) => (await dealsCall(t, 'GET', '', who)).json<TDeals>();

describe('discount codes', () => {
  it('are made, listed, changed and removed by their artist only', async () => {
    const me = await createArtist(t);
    expect(await dealsOf(me)).toEqual({ codes: [], deal: null, sales: [] });
    const id = await createCode(t, me, { code: ' dashain-10 ', maxUses: 5, isOncePerBuyer: true });
    const [code] = (await dealsOf(me)).codes;
    expect(code).toMatchObject({ id, code: 'DASHAIN-10', offKind: 'percent', offValue: 10, maxUses: 5, uses: 0 });
    expect(code!.isOncePerBuyer).toBe(true);

    const changed = await dealsCall(t, 'PUT', `/codes/${id}`, me, {
      ...TEN_PERCENT,
      code: 'Dashain-10',
      offKind: 'npr',
      offValue: 150,
    });
    expect(changed.json<TDeals>().codes[0]).toMatchObject({ code: 'DASHAIN-10', offKind: 'npr', offValue: 150 });
    expect((await dealsCall(t, 'PUT', `/codes/${id}`, other, TEN_PERCENT)).statusCode).toBe(404);
    expect((await dealsCall(t, 'DELETE', `/codes/${id}`, other)).statusCode).toBe(404);
    expect((await dealsOf(other)).codes).toEqual([]);

    expect((await dealsCall(t, 'DELETE', `/codes/${id}`, me)).json<TDeals>().codes).toEqual([]);
    expect((await dealsCall(t, 'DELETE', `/codes/${id}`, me)).statusCode).toBe(200);
    expect((await dealsCall(t, 'PUT', `/codes/${id}`, me, TEN_PERCENT)).statusCode).toBe(404);
    // A removed code's text is free again.
    await createCode(t, me, { code: 'DASHAIN-10' });
  });

  it('are unique per artist whatever their case', async () => {
    await createCode(t, artist, { code: 'TIHAR' });
    expect(refusal(await dealsCall(t, 'POST', '/codes', artist, { ...TEN_PERCENT, code: 'tihar' }))).toEqual([
      409,
      { code: 'You already have a code with this text.' },
    ]);
    await createCode(t, other, { code: 'tihar' });
  });

  it.each<[string, object, Record<string, string>]>([
    ['a code too short', { code: 'ab' }, { code: 'A code is 3 to 32 letters, digits or dashes.' }],
    ['a code with spaces', { code: 'TEN OFF' }, { code: 'A code is 3 to 32 letters, digits or dashes.' }],
    ['0 %', { offValue: 0 }, { offValue: 'Enter an amount in whole rupees, at least 1.' }],
    ['101 %', { offValue: 101 }, { offValue: 'Enter a percent from 1 to 100.' }],
    [
      'a fraction of a rupee',
      { offKind: 'npr', offValue: 10.5 },
      { offValue: 'Enter an amount in whole rupees, at least 1.' },
    ],
    [
      'an end before the start',
      { startsAt: inDays(3), endsAt: inDays(2) },
      { endsAt: 'The end must come after the start.' },
    ],
    [
      'an end already passed',
      { startsAt: inDays(-3), endsAt: inDays(-2) },
      { endsAt: 'The end must be in the future.' },
    ],
    ['no date', { startsAt: 'tomorrow' }, { startsAt: 'Enter a date and time.' }],
    ['a cap of 0', { maxUses: 0 }, { maxUses: 'Enter a number of uses, at least 1.' }],
    ['chosen tracks, none chosen', { trackIds: [] }, { trackIds: 'Choose at least one track, or the whole store.' }],
    [
      'an unknown licence kind',
      { licenceKinds: ['lifetime'] },
      { 'licenceKinds.0': 'Choose licence kinds from the list.' },
    ],
  ])('refuses %s with a clear message', async (_name, change, fields) => {
    const res = await dealsCall(t, 'POST', '/codes', artist, { ...TEN_PERCENT, code: 'BAD1', ...change });
    expect(refusal(res)).toEqual([400, fields]);
  });

  it('name only the artist’s own tracks', async () => {
    const theirs = await insertSellableTrack(t, other);
    const mine = await insertSellableTrack(t, artist);
    const res = await dealsCall(t, 'POST', '/codes', artist, {
      ...TEN_PERCENT,
      code: 'MINE',
      trackIds: [theirs.trackId],
    });
    expect(refusal(res)).toEqual([422, { trackIds: 'Choose tracks of your own store.' }]);
    await createCode(t, artist, { code: 'MINE', trackIds: [mine.trackId, mine.trackId], licenceKinds: ['lease'] });
    const code = (await dealsOf(artist)).codes.find((row) => row.code === 'MINE');
    expect([code!.trackIds, code!.licenceKinds]).toEqual([[mine.trackId], ['lease']]);
  });

  it('keep their text once a buyer has used them; their other terms still change', async () => {
    const me = await createArtist(t);
    const buyer = await createBuyer(t);
    const { trackId } = await insertSellableTrack(t, me);
    const id = await createCode(t, me, { code: 'KEEP', maxUses: 3 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/cart/items',
      headers: sameOrigin(t, buyer.cookie),
      payload: { trackId, licenceKind: 'lease' },
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/me/checkout',
      headers: sameOrigin(t, buyer.cookie),
      payload: { discountCode: 'keep' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);

    const renamed = await dealsCall(t, 'PUT', `/codes/${id}`, me, { ...TEN_PERCENT, code: 'KEPT', maxUses: 3 });
    expect(refusal(renamed)).toEqual([
      409,
      { code: 'Buyers have used this code, so its text stays as they typed it. Make a new code for a new text.' },
    ]);
    const changed = await dealsCall(t, 'PUT', `/codes/${id}`, me, { ...TEN_PERCENT, code: 'keep', offValue: 15 });
    expect(changed.json<TDeals>().codes[0]).toMatchObject({ code: 'KEEP', offValue: 15, maxUses: null, uses: 1 });
    // The same change twice changes nothing more.
    const again = await dealsCall(t, 'PUT', `/codes/${id}`, me, { ...TEN_PERCENT, code: 'keep', offValue: 15 });
    expect(again.json<TDeals>().codes).toEqual(changed.json<TDeals>().codes);
  });

  it('are for artists: a buyer is told so', async () => {
    const buyer = await createBuyer(t);
    expect((await dealsCall(t, 'POST', '/codes', buyer, TEN_PERCENT)).statusCode).toBe(403);
    expect((await dealsCall(t, 'GET', '')).statusCode).toBe(401);
  });
});

describe('the bulk deal', () => {
  it('is one per artist, changed in place and turned off', async () => {
    const me = await createArtist(t);
    const put = (body: object) => dealsCall(t, 'PUT', '/bulk-deal', me, body);
    await put({ kind: 'buy_get_free', n: 2, m: 1, licenceKinds: null });
    const changed = (await put({ kind: 'n_for_m', n: 3, m: 2, licenceKinds: ['lease'] })).json<TDeals>();
    expect(changed.deal).toEqual({ kind: 'n_for_m', n: 3, m: 2, licenceKinds: ['lease'] });
    expect((await dealsOf(other)).deal).toBeNull();
    expect(refusal(await put({ kind: 'n_for_m', n: 2, m: 2, licenceKinds: null }))).toEqual([
      400,
      { n: 'The number of items taken must be larger than the number paid for.' },
    ]);
    expect(refusal(await put({ kind: 'buy_get_free', n: 0, m: 1, licenceKinds: null }))).toEqual([
      400,
      { n: 'Enter a number of items from 1 to 100.' },
    ]);
    expect((await dealsCall(t, 'DELETE', '/bulk-deal', me)).json<TDeals>().deal).toBeNull();
    expect((await dealsCall(t, 'DELETE', '/bulk-deal', me)).statusCode).toBe(200);
  });
});

describe('timed sales', () => {
  it('are scheduled, changed and called off; those over leave the list', async () => {
    const me = await createArtist(t);
    const id = await createSale(t, me, { startsAt: inDays(10), endsAt: inDays(15) });
    const soon = await createSale(t, me, { percentOff: 15 });
    expect((await dealsOf(me)).sales.map((sale) => [sale.id, sale.percentOff])).toEqual([
      [soon, 15],
      [id, 20],
    ]);
    const res = await dealsCall(t, 'PUT', `/sales/${id}`, me, { ...WEEK_SALE, startsAt: inDays(1), percentOff: 35 });
    expect(res.json<TDeals>().sales.map((sale) => sale.percentOff)).toEqual([15, 35]);
    expect((await dealsCall(t, 'PUT', `/sales/${id}`, other, WEEK_SALE)).statusCode).toBe(404);
    expect((await dealsCall(t, 'DELETE', `/sales/${id}`, other)).statusCode).toBe(404);
    expect((await dealsCall(t, 'DELETE', `/sales/${id}`, me)).json<TDeals>().sales).toHaveLength(1);
    expect(refusal(await dealsCall(t, 'POST', '/sales', me, { ...WEEK_SALE, percentOff: 0 }))).toEqual([
      400,
      { percentOff: 'Enter a percent from 1 to 100.' },
    ]);
    expect(refusal(await dealsCall(t, 'POST', '/sales', me, { ...WEEK_SALE, endsAt: null }))).toEqual([
      400,
      { endsAt: 'Enter a date and time.' },
    ]);
  });
});
