import { MAX_PAISA_OFFSET } from '../payments/payment-kinds';
import type {
  TBulkDeal,
  TDiscountCode,
  TPriceInput,
  TPriceItem,
  TPriced,
  TPricedLine,
  TTimedSale,
} from './price-rules';

function requireWhole(value: number, min: number, max: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new RangeError(`Not a ${what}: ${value}`);
}

/** A percent of an amount in paisa, rounded down: a discount never gives away more than it says. */
function percentOf(paisa: number, percent: number): number {
  return Math.floor((paisa * percent) / 100);
}

function isSaleOn(sale: TTimedSale, trackId: string, at: Date): boolean {
  const isInWindow = sale.startsAt.getTime() <= at.getTime() && at.getTime() < sale.endsAt.getTime();
  return isInWindow && (!sale.trackIds || sale.trackIds.includes(trackId));
}

/** Group size and free items per group: "buy 2 get 1" is groups of 3 with 1 free; "3 for 2" the same. */
function dealShape(deal: TBulkDeal): { group: number; free: number } {
  if (deal.kind === 'buy_get_free') {
    requireWhole(deal.buy, 1, 100, 'deal size');
    requireWhole(deal.free, 1, 100, 'deal size');
    return { group: deal.buy + deal.free, free: deal.free };
  }
  requireWhole(deal.payFor, 1, 100, 'deal size');
  requireWhole(deal.take, deal.payFor + 1, 200, 'deal size');
  return { group: deal.take, free: deal.take - deal.payFor };
}

/** The deal's free lines: of every full group of eligible lines, the cheapest ones (after the sale) cost nothing. */
function applyDeal(lines: TPricedLine[], items: readonly TPriceItem[], deal: TBulkDeal): number {
  const { group, free } = dealShape(deal);
  const eligible = lines
    .map((line, index) => ({ line, index }))
    .filter(({ index }) => !deal.licenceKinds || deal.licenceKinds.includes(items[index]!.licenceKind));
  const freeCount = Math.floor(eligible.length / group) * free;
  // Cheapest first; equal prices keep cart order, so the result never depends on the sort's whims.
  const cheapest = [...eligible].sort((a, b) => a.line.totalPaisa - b.line.totalPaisa || a.index - b.index);
  for (const { line } of cheapest.slice(0, freeCount)) {
    line.dealOffPaisa = line.totalPaisa;
    line.totalPaisa = 0;
  }
  return group - (eligible.length % group);
}

/** Whole rupees off spread over the lines in proportion to what each costs; leftover paisa go to the largest remainders. */
function spreadAmountOff(lines: TPricedLine[], offPaisa: number): void {
  const base = lines.reduce((sum, line) => sum + line.totalPaisa, 0);
  const off = Math.min(offPaisa, base);
  if (off === 0) return;
  const shares = lines.map((line, index) => ({
    line,
    index,
    share: Math.floor((off * line.totalPaisa) / base),
    rest: (off * line.totalPaisa) % base,
  }));
  let left = off - shares.reduce((sum, share) => sum + share.share, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break;
    share.share += 1;
    left -= 1;
  }
  for (const { line, share } of shares) {
    line.codeOffPaisa = share;
    line.totalPaisa -= share;
  }
}

function applyCode(lines: TPricedLine[], input: TPriceInput, code: TDiscountCode): void {
  const eligible = lines.filter((_, index) => {
    const item = input.items[index]!;
    const isTrack = !code.trackIds || code.trackIds.includes(item.trackId);
    return isTrack && (!code.licenceKinds || code.licenceKinds.includes(item.licenceKind));
  });
  if (code.off.kind === 'npr') {
    requireWhole(code.off.amountNpr, 1, Number.MAX_SAFE_INTEGER / 100, 'rupee amount');
    spreadAmountOff(eligible, code.off.amountNpr * 100);
    return;
  }
  requireWhole(code.off.percent, 1, 100, 'percent');
  for (const line of eligible) {
    line.codeOffPaisa = percentOf(line.totalPaisa, code.off.percent);
    line.totalPaisa -= line.codeOffPaisa;
  }
}

/**
 * The price of a cart (decision 087). Rules apply in the order stores use: the timed sale (the best one on
 * at `at`) to each line, then the bulk deal over the sale prices, then the discount code over what is left,
 * then the paisa offset on the total. Integer paisa throughout; each discount rounds down.
 */
export function priceCart(input: TPriceInput): TPriced {
  const offsetPaisa = input.offsetPaisa ?? 0;
  requireWhole(offsetPaisa, 0, MAX_PAISA_OFFSET, 'paisa offset');
  for (const sale of input.sales ?? []) requireWhole(sale.percentOff, 1, 100, 'percent');
  const lines = input.items.map((item): TPricedLine => {
    requireWhole(item.listPriceNpr, 0, Number.MAX_SAFE_INTEGER / 100, 'price');
    const listPaisa = item.listPriceNpr * 100;
    const onSale = (input.sales ?? []).filter((sale) => isSaleOn(sale, item.trackId, input.at));
    const percent = Math.max(0, ...onSale.map((sale) => sale.percentOff));
    const saleOffPaisa = percentOf(listPaisa, percent);
    return {
      id: item.id,
      listPaisa,
      saleOffPaisa,
      dealOffPaisa: 0,
      codeOffPaisa: 0,
      totalPaisa: listPaisa - saleOffPaisa,
    };
  });
  const itemsToNextDeal = input.deal ? applyDeal(lines, input.items, input.deal) : null;
  if (input.code) applyCode(lines, input, input.code);
  const listPaisa = lines.reduce((sum, line) => sum + line.listPaisa, 0);
  const subtotalPaisa = lines.reduce((sum, line) => sum + line.totalPaisa, 0);
  return {
    lines,
    listPaisa,
    discountPaisa: listPaisa - subtotalPaisa,
    subtotalPaisa,
    offsetPaisa,
    totalPaisa: subtotalPaisa + offsetPaisa,
    itemsToNextDeal,
  };
}
