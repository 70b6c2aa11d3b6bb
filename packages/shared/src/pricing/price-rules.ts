// No zod here: the cart on the web and the checkout on the server both price with these types.
import type { TLicenceKind } from '../licence-kinds';

/** One licence in a cart, at its list price in whole rupees. */
export type TPriceItem = { id: string; trackId: string; licenceKind: TLicenceKind; listPriceNpr: number };

/** Percent off between two instants (`startsAt` inclusive, `endsAt` exclusive); no `trackIds` means the whole store. */
export type TTimedSale = { percentOff: number; startsAt: Date; endsAt: Date; trackIds?: readonly string[] };

/**
 * "Buy N get M free" (`buy` then `free`) or "N for the price of M" (`take` for the price of `payFor`), for the
 * licence kinds named, or every kind when none are.
 */
export type TBulkDeal =
  | { kind: 'buy_get_free'; buy: number; free: number; licenceKinds?: readonly TLicenceKind[] }
  | { kind: 'n_for_m'; take: number; payFor: number; licenceKinds?: readonly TLicenceKind[] };

/** A discount code's effect: percent or whole rupees off, on the whole store or the tracks and kinds named. */
export type TDiscountCode = {
  off: { kind: 'percent'; percent: number } | { kind: 'npr'; amountNpr: number };
  trackIds?: readonly string[];
  licenceKinds?: readonly TLicenceKind[];
};

export type TPriceInput = {
  items: readonly TPriceItem[];
  at: Date;
  sales?: readonly TTimedSale[];
  deal?: TBulkDeal;
  code?: TDiscountCode;
  /** The paisa that makes the amount name one payment request (decision 063), added last; 0 for a cart's preview. */
  offsetPaisa?: number;
};

/** A line's list price and each rule's part of its discount, all in paisa; `totalPaisa` is what the line costs. */
export type TPricedLine = {
  id: string;
  listPaisa: number;
  saleOffPaisa: number;
  dealOffPaisa: number;
  codeOffPaisa: number;
  totalPaisa: number;
};

export type TPriced = {
  lines: TPricedLine[];
  listPaisa: number;
  discountPaisa: number;
  /** The lines' totals added up, before the paisa offset. */
  subtotalPaisa: number;
  offsetPaisa: number;
  totalPaisa: number;
  /** How many more of the deal's licences bring the next free one, or null without a deal. */
  itemsToNextDeal: number | null;
};
