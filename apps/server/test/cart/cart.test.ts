import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCart } from '@beatpasal/shared/schemas/cart';
import { trackLicences, tracks } from '../../src/db/schema/index';
import { createAdmin, createArtist, createBuyer, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack, pendingPurchase } from '../purchases/purchase-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [artist, buyer] = await Promise.all([createArtist(t), createBuyer(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type TMethod = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: TMethod, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: sameOrigin(t, cookie), payload });
const add = (who: TestAccount, trackId: string, licenceKind = 'lease') =>
  call('PUT', '/api/me/cart/items', who.cookie, { trackId, licenceKind });
const cartOf = async (who: TestAccount) => (await call('GET', '/api/me/cart', who.cookie)).json<TCart>();
const lines = (cart: TCart) => cart.lines.map((line) => [line.trackId, line.licenceKind, line.priceNpr]);
const errorOf = (res: { statusCode: number; json: () => { error: { message: string } } }) => [
  res.statusCode,
  res.json().error.message,
];

describe('a buyer’s cart', () => {
  it('adds licences of several tracks once each, and removes them', async () => {
    const me = await createBuyer(t);
    const one = await insertSellableTrack(t, artist);
    const two = await insertSellableTrack(t, artist);
    expect((await add(me, one.trackId)).statusCode).toBe(200);
    expect((await add(me, one.trackId)).statusCode).toBe(200);
    await add(me, one.trackId, 'exclusive');
    const added = (await add(me, two.trackId)).json<TCart>();
    expect(lines(added)).toEqual([
      [one.trackId, 'lease', 1500],
      [one.trackId, 'exclusive', 50000],
      [two.trackId, 'lease', 1500],
    ]);
    expect(added.lines[0]!.artist.username).toBe(artist.username);

    const removed = await call('DELETE', `/api/me/cart/items?trackId=${one.trackId}&licenceKind=exclusive`, me.cookie);
    expect(lines(removed.json<TCart>())).toEqual([
      [one.trackId, 'lease', 1500],
      [two.trackId, 'lease', 1500],
    ]);
    const again = await call('DELETE', `/api/me/cart/items?trackId=${one.trackId}&licenceKind=exclusive`, me.cookie);
    expect(again.json<TCart>().lines).toHaveLength(2);
  });

  it('refuses what cannot be bought, with why', async () => {
    const { trackId } = await insertSellableTrack(t, artist);
    expect(errorOf(await add(buyer, trackId, 'full_rights'))).toEqual([
      422,
      'This licence cannot be added to a cart: it has no fixed price or the track is not on sale.',
    ]);
    expect(errorOf(await add(buyer, trackId, 'non_exclusive'))[0]).toBe(404);
    expect(errorOf(await add(buyer, '00000000-0000-4000-8000-000000000000'))).toEqual([404, 'Track not found.']);
    expect((await add(buyer, 'not-a-track')).statusCode).toBe(400);
    expect((await add(buyer, trackId, 'lifetime')).statusCode).toBe(400);
    expect(errorOf(await add(artist, trackId))).toEqual([403, 'Only buyer accounts can purchase tracks.']);
    const admin = await createAdmin(t);
    expect((await call('PUT', '/api/me/cart/items', admin.cookie, { trackId, licenceKind: 'lease' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/me/cart')).statusCode).toBe(401);
    await t.ctx.database.db.update(tracks).set({ isSold: true }).where(eq(tracks.id, trackId));
    expect(errorOf(await add(buyer, trackId))).toEqual([409, 'This track has been sold and can no longer be bought.']);
  });

  it('shows a price changed while the line waited, before checkout', async () => {
    const me = await createBuyer(t);
    const { trackId } = await insertSellableTrack(t, artist);
    await add(me, trackId);
    await t.ctx.database.db
      .update(trackLicences)
      .set({ priceNpr: 1800 })
      .where(and(eq(trackLicences.trackId, trackId), eq(trackLicences.kind, 'lease')));
    expect(lines(await cartOf(me))).toEqual([[trackId, 'lease', 1800]]);
  });

  it('lets sold, hidden and switched-off lines leave with a message, once', async () => {
    const me = await createBuyer(t);
    const [sold, hidden, off, kept] = await Promise.all([1, 2, 3, 4].map(() => insertSellableTrack(t, artist)));
    for (const track of [sold!, hidden!, off!, kept!]) await add(me, track.trackId);
    const { db } = t.ctx.database;
    await db.update(tracks).set({ isSold: true }).where(eq(tracks.id, sold!.trackId));
    await db.update(tracks).set({ isHidden: true }).where(eq(tracks.id, hidden!.trackId));
    await db
      .update(trackLicences)
      .set({ isNegotiable: true, priceNpr: null })
      .where(eq(trackLicences.trackId, off!.trackId));

    const first = await cartOf(me);
    expect(lines(first)).toEqual([[kept!.trackId, 'lease', 1500]]);
    expect(first.removed.map((line) => [line.trackId, line.reason])).toEqual([
      [sold!.trackId, 'sold'],
      [hidden!.trackId, 'unavailable'],
      [off!.trackId, 'unavailable'],
    ]);
    expect((await cartOf(me)).removed).toEqual([]);
  });

  it('merges a visitor’s cart at sign-in, the same list twice changing nothing', async () => {
    const me = await createBuyer(t);
    const other = await createArtist(t);
    const [held, fresh] = await Promise.all([insertSellableTrack(t, artist), insertSellableTrack(t, other)]);
    await add(me, held!.trackId);
    const visitorCart = {
      items: [
        { trackId: held!.trackId, licenceKind: 'lease' },
        { trackId: fresh!.trackId, licenceKind: 'lease' },
        { trackId: fresh!.trackId, licenceKind: 'full_rights' },
      ],
    };
    const merged = (await call('POST', '/api/me/cart/merge', me.cookie, visitorCart)).json<TCart>();
    expect(lines(merged)).toEqual([
      [held!.trackId, 'lease', 1500],
      [fresh!.trackId, 'lease', 1500],
    ]);
    expect(merged.removed.map((line) => [line.trackId, line.licenceKind, line.reason])).toEqual([
      [fresh!.trackId, 'full_rights', 'unavailable'],
    ]);
    const twice = (await call('POST', '/api/me/cart/merge', me.cookie, visitorCart)).json<TCart>();
    expect(lines(twice)).toEqual(lines(merged));
  });

  it('lets a licence bought with Buy Now leave the cart', async () => {
    const me = await createBuyer(t);
    const { trackId } = await insertSellableTrack(t, artist);
    await add(me, trackId);
    await add(me, trackId, 'exclusive');
    expect((await call('POST', '/api/purchases', me.cookie, { trackId, licenceKind: 'lease' })).statusCode).toBe(201);
    expect(lines(await cartOf(me))).toEqual([[trackId, 'exclusive', 50000]]);
  });

  it('two buyers with the last exclusive in their carts: the one whose payment is confirmed has it, the other is told', async () => {
    const [first, second] = await Promise.all([createBuyer(t), createBuyer(t)]);
    const { trackId } = await insertSellableTrack(t, artist);
    // The second buyer's lines one after the other: the cart lists them in the order they were added.
    await Promise.all([
      add(first!, trackId, 'exclusive'),
      add(second!, trackId, 'exclusive').then(() => add(second!, trackId)),
    ]);
    const paid = await pendingPurchase(t, first!, trackId, 'exclusive');
    const approved = await call('POST', `/api/purchases/${paid}/approve`, artist.cookie);
    expect(approved.statusCode).toBe(200);

    const left = await cartOf(second!);
    expect(left.lines).toEqual([]);
    expect(left.removed.map((line) => [line.licenceKind, line.reason])).toEqual([
      ['exclusive', 'sold'],
      ['lease', 'sold'],
    ]);
    expect(errorOf(await add(second!, trackId, 'exclusive'))[0]).toBe(409);
    expect((await cartOf(first!)).lines).toEqual([]);
  });

  it('holds at most 50 lines', async () => {
    const me = await createBuyer(t);
    const many = await Promise.all(Array.from({ length: 51 }, () => insertSellableTrack(t, artist)));
    const items = many.slice(0, 50).map(({ trackId }) => ({ trackId, licenceKind: 'lease' }));
    expect((await call('POST', '/api/me/cart/merge', me.cookie, { items })).json<TCart>().lines).toHaveLength(50);
    expect(errorOf(await add(me, many[50]!.trackId))).toEqual([
      409,
      'Your cart is full. Check out or remove an item before adding more.',
    ]);
    const tooMany = await call('POST', '/api/me/cart/merge', me.cookie, { items: [...items, items[0]] });
    expect(errorOf(tooMany)).toEqual([400, 'A cart holds at most 50 items.']);
  });
});
