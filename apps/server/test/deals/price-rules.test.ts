import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkDeals, discountCodeUses, discountCodes, timedSales } from '../../src/db/schema/index';
import { AppError } from '../../src/errors/app-error';
import { claimCodeUse, loadPriceRules, releaseCodeUse } from '../../src/services/deals/load-price-rules';
import { createArtist, createBuyer, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';

let t: TestApp;
let artist: TestAccount;
let buyers: TestAccount[];
const HOUR = 3_600_000;
const now = () => new Date();

beforeAll(async () => {
  t = await createTestApp();
  [artist, ...buyers] = await Promise.all([createArtist(t), createBuyer(t), createBuyer(t), createBuyer(t)]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function insertCode(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  const [row] = await t.ctx.database.db
    .insert(discountCodes)
    .values({
      artistId: artist.userId,
      offKind: 'percent',
      offValue: 10,
      startsAt: new Date(Date.now() - HOUR),
      ...values,
    })
    .returning({ id: discountCodes.id });
  return row!.id;
}

/** What a call answered: 'ok', or the status and message it was refused with. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.userMessage.text}`;
    throw error;
  }
}

const load = (buyer: TestAccount, code?: string, at = now()) =>
  loadPriceRules(t.ctx.database.db, { artistId: artist.userId, buyerId: buyer.userId, at, ...(code ? { code } : {}) });
const claim = (codeId: string, buyer: TestAccount, requestId = randomUUID()) =>
  t.ctx.database.db.transaction((tx) => claimCodeUse(tx, { codeId, buyerId: buyer.userId, requestId }));

describe('loadPriceRules', () => {
  it('gives the sales on, the deal and the code typed in any case', async () => {
    const seller = await createArtist(t);
    const start = new Date('2026-10-01T00:00:00Z');
    const end = new Date('2026-10-15T00:00:00Z');
    const { db } = t.ctx.database;
    await db.insert(timedSales).values([
      { artistId: seller.userId, percentOff: 20, startsAt: start, endsAt: end },
      { artistId: seller.userId, percentOff: 30, startsAt: end, endsAt: new Date('2026-11-01T00:00:00Z') },
    ]);
    await db
      .insert(bulkDeals)
      .values({ artistId: seller.userId, kind: 'buy_get_free', n: 2, m: 1, licenceKinds: ['lease'] });
    await db.insert(discountCodes).values({
      artistId: seller.userId,
      code: 'DASHAIN10',
      offKind: 'npr',
      offValue: 200,
      startsAt: start,
      endsAt: end,
    });
    const rulesAt = (at: Date, code?: string) =>
      loadPriceRules(db, { artistId: seller.userId, buyerId: buyers[0]!.userId, at, ...(code ? { code } : {}) });

    const rules = await rulesAt(start, ' dashain10 ');
    expect(rules.sales).toEqual([{ percentOff: 20, startsAt: start, endsAt: end }]);
    expect(rules.deal).toEqual({ kind: 'buy_get_free', buy: 2, free: 1, licenceKinds: ['lease'] });
    expect(rules.code).toEqual({ id: expect.any(String), off: { kind: 'npr', amountNpr: 200 } });
    // A sale's window: on from its start, off at its end, where the next one starts.
    expect((await rulesAt(new Date(start.getTime() - 1))).sales).toEqual([]);
    expect((await rulesAt(new Date(end.getTime() - 1))).sales.map((sale) => sale.percentOff)).toEqual([20]);
    expect((await rulesAt(end)).sales.map((sale) => sale.percentOff)).toEqual([30]);
    const other = await createArtist(t);
    expect(await loadPriceRules(db, { artistId: other.userId, buyerId: buyers[0]!.userId, at: start })).toEqual({
      sales: [],
    });
  });

  it('refuses an unknown, expired, not yet started or removed code with one message', async () => {
    await insertCode({ code: 'LATER', startsAt: new Date(Date.now() + HOUR) });
    await insertCode({ code: 'OVER', startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    await insertCode({ code: 'GONE', deletedAt: now() });
    const elsewhere = await createArtist(t);
    await t.ctx.database.db
      .insert(discountCodes)
      .values({ artistId: elsewhere.userId, code: 'THEIRS', offKind: 'percent', offValue: 10, startsAt: new Date(0) });
    for (const code of ['NOPE', 'later', 'Over', 'gone', 'theirs'])
      expect(await outcome(() => load(buyers[0]!, code))).toBe('422 This code is not valid.');
  });
});

describe('claimCodeUse and releaseCodeUse', () => {
  it('gives the last use to one of two buyers racing, and a clear 409 to the other', async () => {
    const codeId = await insertCode({ code: 'LAST', maxUses: 2 });
    expect(await outcome(() => claim(codeId, buyers[2]!))).toBe('ok');
    const race = await Promise.all([
      outcome(() => claim(codeId, buyers[0]!)),
      outcome(() => claim(codeId, buyers[1]!)),
    ]);
    expect(race.sort()).toEqual(['409 This code has been used up.', 'ok']);
    expect(await outcome(() => load(buyers[0]!, 'last'))).toBe('409 This code has been used up.');
  });

  it('takes a use once per request, and gives it back when the request ends', async () => {
    const codeId = await insertCode({ code: 'ONCE', maxUses: 1 });
    const requestId = randomUUID();
    expect(await outcome(() => claim(codeId, buyers[0]!, requestId))).toBe('ok');
    expect(await outcome(() => claim(codeId, buyers[0]!, requestId))).toBe('ok');
    expect(await outcome(() => claim(codeId, buyers[1]!))).toBe('409 This code has been used up.');
    await t.ctx.database.db.transaction(async (tx) => {
      expect(await releaseCodeUse(tx, requestId)).toBe(true);
      expect(await releaseCodeUse(tx, requestId)).toBe(false);
    });
    expect(await outcome(() => claim(codeId, buyers[1]!))).toBe('ok');
  });

  it('lets a once-per-buyer code be used once by each buyer, even racing themselves', async () => {
    const codeId = await insertCode({ code: 'WELCOME', isOncePerBuyer: true });
    const own = await Promise.all([outcome(() => claim(codeId, buyers[0]!)), outcome(() => claim(codeId, buyers[0]!))]);
    expect(own.sort()).toEqual(['409 You have already used this code.', 'ok']);
    expect(await outcome(() => load(buyers[0]!, 'welcome'))).toBe('409 You have already used this code.');
    expect(await outcome(() => claim(codeId, buyers[1]!))).toBe('ok');
    const { db } = t.ctx.database;
    const uses = await db.select().from(discountCodeUses);
    expect(uses.filter((use) => use.codeId === codeId)).toHaveLength(2);
  });

  it('refuses a code that ended or was removed since the cart was priced', async () => {
    const ended = await insertCode({
      code: 'ENDED',
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - 1),
    });
    const removed = await insertCode({ code: 'REMOVED', deletedAt: now() });
    expect(await outcome(() => claim(ended, buyers[0]!))).toBe('422 This code is not valid.');
    expect(await outcome(() => claim(removed, buyers[0]!))).toBe('422 This code is not valid.');
  });
});
