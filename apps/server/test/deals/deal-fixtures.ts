import type { TDeals, TDiscountCodeInput, TTimedSaleInput } from '@beatpasal/shared/schemas/deals';
import { sameOrigin, type TestAccount } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const TEN_PERCENT: TDiscountCodeInput = {
  code: 'TEN',
  offKind: 'percent',
  offValue: 10,
  trackIds: null,
  licenceKinds: null,
  startsAt: inDays(-1),
  endsAt: inDays(30),
  maxUses: null,
  isOncePerBuyer: false,
};
export const WEEK_SALE: TTimedSaleInput = { percentOff: 20, trackIds: null, startsAt: inDays(-1), endsAt: inDays(7) };

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const dealsCall = (t: TestApp, method: TMethod, url: string, who?: TestAccount, payload?: object) =>
  t.app.inject({ method, url: `/api/me/deals${url}`, headers: sameOrigin(t, who?.cookie), payload });

async function expectDeals(res: Awaited<ReturnType<typeof dealsCall>>): Promise<TDeals> {
  if (res.statusCode !== 200) throw new Error(`deals: ${res.statusCode} ${res.body}`);
  return res.json<TDeals>();
}

/** A code in the artist's store, made as the Deals page makes it; returns its id. */
export async function createCode(t: TestApp, artist: TestAccount, input: Partial<TDiscountCodeInput> = {}) {
  const deals = await expectDeals(await dealsCall(t, 'POST', '/codes', artist, { ...TEN_PERCENT, ...input }));
  return deals.codes[0]!.id;
}

/** A sale in the artist's store; returns its id. */
export async function createSale(t: TestApp, artist: TestAccount, input: Partial<TTimedSaleInput> = {}) {
  const before = await expectDeals(await dealsCall(t, 'GET', '', artist));
  const after = await expectDeals(await dealsCall(t, 'POST', '/sales', artist, { ...WEEK_SALE, ...input }));
  return after.sales.find((sale) => !before.sales.some((old) => old.id === sale.id))!.id;
}
