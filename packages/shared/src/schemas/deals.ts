import { z } from 'zod';
import { LICENCE_KINDS, MAX_PRICE_NPR } from '../licence-kinds';
import { defineMessages } from '../message-keys';

/** An artist's discount codes, bulk deal and timed sales (issue 35 parts 2–4, decision 092). */

export const DEALS_MESSAGES = defineMessages('deals', {
  codeInvalid: 'This code is not valid.',
  codeUsedUp: 'This code has been used up.',
  codeAlreadyUsed: 'You have already used this code.',
  codeGuessing: 'Too many codes that did not work. Try again in a few minutes.',
  codeFormat: 'A code is 3 to 32 letters, digits or dashes.',
  codeTaken: 'You already have a code with this text.',
  codeTextUsed: 'Buyers have used this code, so its text stays as they typed it. Make a new code for a new text.',
  codeNotFound: 'This code was not found.',
  saleNotFound: 'This sale was not found.',
  percent: 'Enter a percent from 1 to 100.',
  amount: 'Enter an amount in whole rupees, at least 1.',
  maxUses: 'Enter a number of uses, at least 1.',
  dealSize: 'Enter a number of items from 1 to 100.',
  dealTakeMore: 'The number of items taken must be larger than the number paid for.',
  date: 'Enter a date and time.',
  endBeforeStart: 'The end must come after the start.',
  endPassed: 'The end must be in the future.',
  tracks: 'Choose at most 50 tracks.',
  tracksNone: 'Choose at least one track, or the whole store.',
  trackNotYours: 'Choose tracks of your own store.',
  kinds: 'Choose licence kinds from the list.',
});

export const CODE_OFF_KINDS = ['percent', 'npr'] as const;
export type TCodeOffKind = (typeof CODE_OFF_KINDS)[number];
export const BULK_DEAL_KINDS = ['buy_get_free', 'n_for_m'] as const;
export type TBulkDealKind = (typeof BULK_DEAL_KINDS)[number];
export const MAX_DEAL_TRACKS = 50;
const CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,30})[A-Z0-9]$/;

/** A code as stored and compared: trimmed and upper case, so "dashain10" and "DASHAIN10" are one code. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

const whole = (min: number, max: number, message: string) => z.int(message).min(min, message).max(max, message);
const instant = z.iso.datetime({ offset: true, error: DEALS_MESSAGES.date.key });
const trackIds = z
  .array(z.uuid({ error: DEALS_MESSAGES.trackNotYours.key }))
  .min(1, DEALS_MESSAGES.tracksNone.key)
  .max(MAX_DEAL_TRACKS, DEALS_MESSAGES.tracks.key)
  .nullable()
  .transform((ids) => (ids ? [...new Set(ids)] : null));
const licenceKinds = z
  .array(z.enum(LICENCE_KINDS, { error: DEALS_MESSAGES.kinds.key }))
  .nullable()
  .transform((kinds) => (kinds && kinds.length > 0 ? [...new Set(kinds)] : null));

/** A window ends after it starts, and a code or sale whose end has passed would never apply. */
function endAfterStart(input: { startsAt: string; endsAt: string | null }, ctx: z.RefinementCtx) {
  if (input.endsAt === null) return;
  if (Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: DEALS_MESSAGES.endBeforeStart.key });
  else if (Date.parse(input.endsAt) <= Date.now())
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: DEALS_MESSAGES.endPassed.key });
}

export const ZDiscountCodeInput = z
  .object({
    code: z
      .string({ error: DEALS_MESSAGES.codeFormat.key })
      .transform(normaliseCode)
      .pipe(z.string().regex(CODE_PATTERN, DEALS_MESSAGES.codeFormat.key)),
    offKind: z.enum(CODE_OFF_KINDS, { error: DEALS_MESSAGES.percent.key }),
    offValue: z
      .int(DEALS_MESSAGES.amount.key)
      .min(1, DEALS_MESSAGES.amount.key)
      .max(MAX_PRICE_NPR, DEALS_MESSAGES.amount.key),
    trackIds,
    licenceKinds,
    startsAt: instant,
    endsAt: instant.nullable(),
    maxUses: whole(1, 1_000_000, DEALS_MESSAGES.maxUses.key).nullable(),
    isOncePerBuyer: z.boolean(),
  })
  .superRefine((input, ctx) => {
    if (input.offKind === 'percent' && input.offValue > 100)
      ctx.addIssue({ code: 'custom', path: ['offValue'], message: DEALS_MESSAGES.percent.key });
    endAfterStart(input, ctx);
  });
export type TDiscountCodeInput = z.input<typeof ZDiscountCodeInput>;
export type TDiscountCodeFields = z.output<typeof ZDiscountCodeInput>;

export const ZBulkDealInput = z
  .object({
    kind: z.enum(BULK_DEAL_KINDS, { error: DEALS_MESSAGES.dealSize.key }),
    n: whole(1, 100, DEALS_MESSAGES.dealSize.key),
    m: whole(1, 100, DEALS_MESSAGES.dealSize.key),
    licenceKinds,
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'n_for_m' && input.n <= input.m)
      ctx.addIssue({ code: 'custom', path: ['n'], message: DEALS_MESSAGES.dealTakeMore.key });
  });
export type TBulkDealInput = z.input<typeof ZBulkDealInput>;
export type TBulkDealFields = z.output<typeof ZBulkDealInput>;

export const ZTimedSaleInput = z
  .object({
    percentOff: whole(1, 100, DEALS_MESSAGES.percent.key),
    trackIds,
    startsAt: instant,
    endsAt: instant,
  })
  .superRefine(endAfterStart);
export type TTimedSaleInput = z.input<typeof ZTimedSaleInput>;
export type TTimedSaleFields = z.output<typeof ZTimedSaleInput>;

export const ZCodeIdParams = z.object({ id: z.uuid({ error: DEALS_MESSAGES.codeNotFound.key }) });
export const ZSaleIdParams = z.object({ id: z.uuid({ error: DEALS_MESSAGES.saleNotFound.key }) });

export const ZDiscountCodeView = z.object({
  id: z.string(),
  code: z.string(),
  offKind: z.enum(CODE_OFF_KINDS),
  offValue: z.number().int(),
  trackIds: z.array(z.string()).nullable(),
  licenceKinds: z.array(z.enum(LICENCE_KINDS)).nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  isOncePerBuyer: z.boolean(),
  uses: z.number().int(),
});
export type TDiscountCodeView = z.infer<typeof ZDiscountCodeView>;

export const ZBulkDealView = z.object({
  kind: z.enum(BULK_DEAL_KINDS),
  n: z.number().int(),
  m: z.number().int(),
  licenceKinds: z.array(z.enum(LICENCE_KINDS)).nullable(),
});
export type TBulkDealView = z.infer<typeof ZBulkDealView>;

export const ZTimedSaleView = z.object({
  id: z.string(),
  percentOff: z.number().int(),
  trackIds: z.array(z.string()).nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TTimedSaleView = z.infer<typeof ZTimedSaleView>;

/** The studio's Deals page: every code (newest first), the deal if one is on, every sale not yet over. */
export const ZDeals = z.object({
  codes: z.array(ZDiscountCodeView),
  deal: ZBulkDealView.nullable(),
  sales: z.array(ZTimedSaleView),
});
export type TDeals = z.infer<typeof ZDeals>;

/** POST /api/me/cart/prices: the cart priced now, with a code to try (rate limited against guessing). */
export const ZCartPriceInput = z.object({
  discountCode: z.string().max(64, DEALS_MESSAGES.codeInvalid.key).optional(),
});
export type TCartPriceInput = z.infer<typeof ZCartPriceInput>;

export const ZPricedCartLine = z.object({
  trackId: z.string(),
  licenceKind: z.enum(LICENCE_KINDS),
  listPaisa: z.number().int(),
  saleOffPaisa: z.number().int(),
  dealOffPaisa: z.number().int(),
  codeOffPaisa: z.number().int(),
  totalPaisa: z.number().int(),
});

export type TPricedCartLine = z.infer<typeof ZPricedCartLine>;

/** One artist's part of the cart, priced by the shared rules (decision 087) with that artist's deal and sales. */
export const ZPricedCartPart = z.object({
  artistId: z.string(),
  lines: z.array(ZPricedCartLine),
  listPaisa: z.number().int(),
  discountPaisa: z.number().int(),
  subtotalPaisa: z.number().int(),
  deal: ZBulkDealView.nullable(),
  /** Covered lines still to add for the next free one; null without a deal. */
  itemsToNextDeal: z.number().int().nullable(),
  /** The code applied to this part (it belongs to this artist), normalised. */
  code: z.string().nullable(),
});
export type TPricedCartPart = z.infer<typeof ZPricedCartPart>;

export const ZCartPrices = z.object({ parts: z.array(ZPricedCartPart), totalPaisa: z.number().int() });
export type TCartPrices = z.infer<typeof ZCartPrices>;
