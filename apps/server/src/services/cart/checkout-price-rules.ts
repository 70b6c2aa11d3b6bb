import { DEALS_MESSAGES, normaliseCode } from '@beatpasal/shared/schemas/deals';
import type { Queryable, Tx } from '../../db/client';
import { listArtistsWithCode } from '../../db/repositories/price-rules-repository';
import { unhitRateLimitWindow } from '../../db/repositories/rate-limits-repository';
import { AppError } from '../../errors/app-error';
import { loadPriceRules, type TPriceRules } from '../deals/load-price-rules';
import { consumeRateLimit, rateLimitKey } from '../rate-limit/consume-rate-limit';
import { WRONG_CODES_PER_BUYER } from './preview-cart-prices';

/**
 * The price rules of each artist of a checkout at `at` (decisions 087, 091): their sales and bulk deal,
 * and the code the buyer typed for the artists who have a code of that text. A code no artist of the
 * cart has is refused as not valid (one message, so a guess learns nothing); one used up is refused (409).
 */
export async function loadCheckoutRules(
  tx: Tx,
  input: { buyerId: string; artistIds: readonly string[]; code?: string; at: Date },
): Promise<Map<string, TPriceRules>> {
  if (input.artistIds.length === 0) return new Map();
  const code = input.code === undefined ? undefined : normaliseCode(input.code);
  const owners = new Set(code === undefined ? [] : await listArtistsWithCode(tx, code, input.artistIds));
  if (code !== undefined && owners.size === 0)
    throw new AppError('UNPROCESSABLE', { userMessage: DEALS_MESSAGES.codeInvalid });
  const rules = new Map<string, TPriceRules>();
  for (const artistId of input.artistIds) {
    const typed = owners.has(artistId) ? { code } : {};
    rules.set(artistId, await loadPriceRules(tx, { artistId, buyerId: input.buyerId, at: input.at, ...typed }));
  }
  return rules;
}

/**
 * A checkout with a code is a try of it, counted as the cart's price preview counts one
 * (WRONG_CODES_PER_BUYER): given back when the code works or is refused as used up.
 */
export async function asCodeTry<T>(db: Queryable, buyerId: string, code: string | undefined, run: () => Promise<T>) {
  if (code === undefined) return run();
  const limit = await consumeRateLimit(db, WRONG_CODES_PER_BUYER, buyerId);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', { userMessage: DEALS_MESSAGES.codeGuessing });
  const giveBack = () =>
    unhitRateLimitWindow(db, { key: rateLimitKey(WRONG_CODES_PER_BUYER, buyerId), windowStart: limit.windowStart });
  try {
    const result = await run();
    await giveBack();
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') await giveBack();
    throw error;
  }
}
