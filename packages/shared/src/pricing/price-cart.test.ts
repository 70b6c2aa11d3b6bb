import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart';
import type { TBulkDeal, TDiscountCode, TPriceInput, TPriceItem, TTimedSale } from './price-rules';

const AT = new Date('2026-10-10T06:00:00Z');
const lease = (id: string, listPriceNpr: number, trackId = `t-${id}`): TPriceItem => ({
  id,
  trackId,
  licenceKind: 'lease',
  listPriceNpr,
});
const exclusive = (id: string, listPriceNpr: number): TPriceItem => ({
  ...lease(id, listPriceNpr),
  licenceKind: 'exclusive',
});
const dashain: TTimedSale = {
  percentOff: 20,
  startsAt: new Date('2026-10-01T00:00:00Z'),
  endsAt: new Date('2026-10-15T00:00:00Z'),
};
const buy2get1: TBulkDeal = { kind: 'buy_get_free', buy: 2, free: 1 };
const threeForTwo: TBulkDeal = { kind: 'n_for_m', take: 3, payFor: 2 };
const tenPercent: TDiscountCode = { off: { kind: 'percent', percent: 10 } };

type TRow = [string, Omit<TPriceInput, 'at'>, number[], number, number | null];

describe('priceCart: each line and the total in paisa', () => {
  it.each<TRow>([
    ['list price only', { items: [lease('a', 1500), lease('b', 999)] }, [150000, 99900], 249900, null],
    [
      'the paisa offset is added to the total, not to a line',
      { items: [lease('a', 1500)], offsetPaisa: 37 },
      [150000],
      150037,
      null,
    ],
    ['an empty cart costs nothing', { items: [] }, [], 0, null],
    ['a sale takes its percent off each line', { items: [lease('a', 1500)], sales: [dashain] }, [120000], 120000, null],
    [
      'a sale before its start does not apply',
      { items: [lease('a', 1500)], sales: [{ ...dashain, startsAt: new Date('2026-10-11T00:00:00Z') }] },
      [150000],
      150000,
      null,
    ],
    [
      'a sale ends at its end instant',
      { items: [lease('a', 1500)], sales: [{ ...dashain, endsAt: AT }] },
      [150000],
      150000,
      null,
    ],
    [
      'a per-track sale leaves other tracks alone',
      { items: [lease('a', 1000), lease('b', 1000)], sales: [{ ...dashain, trackIds: ['t-b'] }] },
      [100000, 80000],
      180000,
      null,
    ],
    [
      'of two sales on at once the larger applies',
      { items: [lease('a', 1000)], sales: [dashain, { ...dashain, percentOff: 35 }] },
      [65000],
      65000,
      null,
    ],
    [
      'buy 2 get 1: the cheapest of three is free',
      { items: [lease('a', 1500), lease('b', 800), lease('c', 1200)], deal: buy2get1 },
      [150000, 0, 120000],
      270000,
      3,
    ],
    [
      'buy 2 get 1 with two items gives nothing yet',
      { items: [lease('a', 1500), lease('b', 800)], deal: buy2get1 },
      [150000, 80000],
      230000,
      1,
    ],
    [
      'buy 2 get 1 with six: the two cheapest are free',
      { items: [1, 2, 3, 4, 5, 6].map((n) => lease(`i${n}`, n * 100)), deal: buy2get1 },
      [0, 0, 30000, 40000, 50000, 60000],
      180000,
      3,
    ],
    [
      'equal prices: the later line stays paid, the first is free',
      { items: [lease('a', 500), lease('b', 500), lease('c', 500)], deal: buy2get1 },
      [0, 50000, 50000],
      100000,
      3,
    ],
    [
      '3 for 2 reads the same as buy 2 get 1',
      { items: [lease('a', 1500), lease('b', 800), lease('c', 1200)], deal: threeForTwo },
      [150000, 0, 120000],
      270000,
      3,
    ],
    [
      'a deal for leases ignores an exclusive',
      {
        items: [lease('a', 500), lease('b', 500), exclusive('x', 100)],
        deal: { ...buy2get1, licenceKinds: ['lease'] },
      },
      [50000, 50000, 10000],
      110000,
      1,
    ],
    [
      'the deal counts sale prices',
      {
        items: [lease('a', 1000, 't-a'), lease('b', 900), lease('c', 950)],
        sales: [{ ...dashain, trackIds: ['t-a'], percentOff: 50 }],
        deal: buy2get1,
      },
      [0, 90000, 95000],
      185000,
      3,
    ],
    [
      'a percent code after the deal',
      { items: [lease('a', 1500), lease('b', 800), lease('c', 1200)], deal: buy2get1, code: tenPercent },
      [135000, 0, 108000],
      243000,
      3,
    ],
    [
      'a percent code rounds each line down',
      { items: [lease('a', 999)], code: { off: { kind: 'percent', percent: 33 } } },
      [66933],
      66933,
      null,
    ],
    [
      'an NPR code spread in proportion',
      { items: [lease('a', 1500), lease('b', 500)], code: { off: { kind: 'npr', amountNpr: 200 } } },
      [135000, 45000],
      180000,
      null,
    ],
    [
      'an NPR code leaves no line below zero',
      { items: [lease('a', 100)], code: { off: { kind: 'npr', amountNpr: 500 } } },
      [0],
      0,
      null,
    ],
    [
      'an NPR code of odd paisa: leftovers to the largest remainder',
      { items: [lease('a', 1), lease('b', 1), lease('c', 1)], code: { off: { kind: 'npr', amountNpr: 1 } } },
      [66, 67, 67],
      200,
      null,
    ],
    [
      'a code for one track only',
      { items: [lease('a', 1000), lease('b', 1000)], code: { ...tenPercent, trackIds: ['t-a'] } },
      [90000, 100000],
      190000,
      null,
    ],
    [
      'a code for exclusives only',
      { items: [lease('a', 1000), exclusive('x', 20000)], code: { ...tenPercent, licenceKinds: ['exclusive'] } },
      [100000, 1800000],
      1900000,
      null,
    ],
    [
      'sale, deal, code and offset together',
      {
        items: [lease('a', 1500), lease('b', 800), lease('c', 1200)],
        sales: [dashain],
        deal: buy2get1,
        code: tenPercent,
        offsetPaisa: 5,
      },
      [108000, 0, 86400],
      194405,
      3,
    ],
  ])('%s', (_name, input, lineTotals, total, toNext) => {
    const priced = priceCart({ ...input, at: AT });
    expect(priced.lines.map((line) => line.totalPaisa)).toEqual(lineTotals);
    expect(priced.totalPaisa).toBe(total);
    expect(priced.itemsToNextDeal).toBe(toNext);
    expect(priced.subtotalPaisa + priced.offsetPaisa).toBe(priced.totalPaisa);
    expect(priced.listPaisa - priced.discountPaisa).toBe(priced.subtotalPaisa);
    for (const line of priced.lines) {
      expect(line.listPaisa - line.saleOffPaisa - line.dealOffPaisa - line.codeOffPaisa).toBe(line.totalPaisa);
    }
  });

  it('names each rule’s part of a line', () => {
    const priced = priceCart({ items: [lease('a', 1000)], at: AT, sales: [dashain], code: tenPercent });
    expect(priced.lines[0]).toEqual({
      id: 'a',
      listPaisa: 100000,
      saleOffPaisa: 20000,
      dealOffPaisa: 0,
      codeOffPaisa: 8000,
      totalPaisa: 72000,
    });
  });

  it.each<[string, Omit<TPriceInput, 'at'>]>([
    ['a fractional price', { items: [lease('a', 10.5)] }],
    ['a negative price', { items: [lease('a', -1)] }],
    ['an offset above 99 paisa', { items: [], offsetPaisa: 100 }],
    ['a percent above 100', { items: [], code: { off: { kind: 'percent', percent: 101 } } }],
    ['a sale of 0 %', { items: [], sales: [{ ...dashain, percentOff: 0 }] }],
    ['a deal of 2 for the price of 2', { items: [], deal: { kind: 'n_for_m', take: 2, payFor: 2 } }],
  ])('refuses %s', (_name, input) => {
    expect(() => priceCart({ ...input, at: AT })).toThrow(RangeError);
  });
});
