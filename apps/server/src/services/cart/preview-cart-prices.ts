import type { TBulkDeal } from '@beatpasal/shared/pricing/price-rules';
import { priceCart } from '@beatpasal/shared/pricing/price-cart';
import {
  DEALS_MESSAGES,
  normaliseCode,
  type TBulkDealView,
  type TCartPrices,
  type TPricedCartPart,
} from '@beatpasal/shared/schemas/deals';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { listCartLines, type TCartLineRow } from '../../db/repositories/cart-repository';
import { listArtistsWithCode } from '../../db/repositories/price-rules-repository';
import { unhitRateLimitWindow } from '../../db/repositories/rate-limits-repository';
import { AppError } from '../../errors/app-error';
import { loadPriceRules } from '../deals/load-price-rules';
import { requireBuyer } from '../purchases/purchase-access';
import { consumeRateLimit, rateLimitKey, type RateLimitRule } from '../rate-limit/consume-rate-limit';
import { whyNotBuyable } from './cart-lines';

/** Codes that did not work, per buyer: a person mistyping a few times, never a walk through the codes. */
export const WRONG_CODES_PER_BUYER: RateLimitRule = { name: 'wrong-discount-codes', max: 10, windowSeconds: 600 };

const dealView = (deal: TBulkDeal): TBulkDealView =>
  deal.kind === 'buy_get_free'
    ? { kind: deal.kind, n: deal.buy, m: deal.free, licenceKinds: deal.licenceKinds ? [...deal.licenceKinds] : null }
    : {
        kind: deal.kind,
        n: deal.take,
        m: deal.payFor,
        licenceKinds: deal.licenceKinds ? [...deal.licenceKinds] : null,
      };

async function pricePart(
  q: Queryable,
  buyerId: string,
  lines: readonly TCartLineRow[],
  code: string | undefined,
  at: Date,
): Promise<TPricedCartPart> {
  const artistId = lines[0]!.artistId;
  const rules = await loadPriceRules(q, { artistId, buyerId, at, ...(code === undefined ? {} : { code }) });
  const priced = priceCart({
    at,
    ...rules,
    items: lines.map((line) => ({
      id: `${line.trackId}:${line.licenceKind}`,
      trackId: line.trackId,
      licenceKind: line.licenceKind,
      listPriceNpr: line.priceNpr!,
    })),
  });
  return {
    artistId,
    lines: priced.lines.map((line, index) => {
      const { id: _id, ...parts } = line;
      return { trackId: lines[index]!.trackId, licenceKind: lines[index]!.licenceKind, ...parts };
    }),
    listPaisa: priced.listPaisa,
    discountPaisa: priced.discountPaisa,
    subtotalPaisa: priced.subtotalPaisa,
    deal: rules.deal ? dealView(rules.deal) : null,
    itemsToNextDeal: priced.itemsToNextDeal,
    code: code === undefined ? null : normaliseCode(code),
  };
}

/** The buyable lines by artist, in the order each artist's first line was added; nothing is removed here. */
async function cartByArtist(q: Queryable, buyerId: string): Promise<TCartLineRow[][]> {
  const parts = new Map<string, TCartLineRow[]>();
  for (const line of await listCartLines(q, buyerId))
    if (whyNotBuyable(line) === null) parts.set(line.artistId, [...(parts.get(line.artistId) ?? []), line]);
  return [...parts.values()];
}

/**
 * POST /api/me/cart/prices: the cart as checkout would price it now (sales, each artist's bulk deal,
 * and the code typed, which applies to the artist whose code it is). Every try of a code counts
 * against WRONG_CODES_PER_BUYER and is given back when the code works or is refused for being used
 * up: only codes that do not exist or are not on are guesses.
 */
export async function previewCartPrices(
  ctx: AppContext,
  input: { userId: string; discountCode?: string },
): Promise<TCartPrices> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  const at = new Date();
  const parts = await cartByArtist(db, input.userId);
  const typed = input.discountCode?.trim() ?? '';
  const code = typed === '' ? undefined : normaliseCode(typed);
  if (code === undefined)
    return totalOf(await Promise.all(parts.map((lines) => pricePart(db, input.userId, lines, undefined, at))));

  const limit = await consumeRateLimit(db, WRONG_CODES_PER_BUYER, input.userId);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', { userMessage: DEALS_MESSAGES.codeGuessing });
  const owners = new Set(
    await listArtistsWithCode(
      db,
      code,
      parts.map((lines) => lines[0]!.artistId),
    ),
  );
  try {
    if (owners.size === 0) throw new AppError('UNPROCESSABLE', { userMessage: DEALS_MESSAGES.codeInvalid });
    const priced = await Promise.all(
      parts.map((lines) => pricePart(db, input.userId, lines, owners.has(lines[0]!.artistId) ? code : undefined, at)),
    );
    await unhitRateLimitWindow(db, {
      key: rateLimitKey(WRONG_CODES_PER_BUYER, input.userId),
      windowStart: limit.windowStart,
    });
    return totalOf(priced);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT')
      await unhitRateLimitWindow(db, {
        key: rateLimitKey(WRONG_CODES_PER_BUYER, input.userId),
        windowStart: limit.windowStart,
      });
    throw error;
  }
}

function totalOf(parts: TPricedCartPart[]): TCartPrices {
  return { parts, totalPaisa: parts.reduce((sum, part) => sum + part.subtotalPaisa, 0) };
}
