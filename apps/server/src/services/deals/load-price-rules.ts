import type { TBulkDeal, TDiscountCode, TTimedSale } from '@beatpasal/shared/pricing/price-rules';
import { DEALS_MESSAGES, normaliseCode } from '@beatpasal/shared/schemas/deals';
import type { Queryable, Tx } from '../../db/client';
import {
  countCodeUses,
  deleteCodeUseByRequest,
  findBulkDeal,
  findCodeUseByRequest,
  findLiveCode,
  insertCodeUse,
  listSalesOn,
  lockLiveCode,
  type TCodeRow,
} from '../../db/repositories/price-rules-repository';
import { AppError } from '../../errors/app-error';

export type TPriceRules = { sales: TTimedSale[]; deal?: TBulkDeal; code?: TDiscountCode & { id: string } };

const isInWindow = (code: TCodeRow, at: Date) =>
  code.startsAt.getTime() <= at.getTime() && (code.endsAt === null || at.getTime() < code.endsAt.getTime());

/** Unknown, removed, not yet started or over: one message, so a guess learns nothing about which. */
const codeInvalid = () => new AppError('UNPROCESSABLE', { userMessage: DEALS_MESSAGES.codeInvalid });

/** The cap and once-per-buyer rules of a code, against its uses now. */
async function requireUsable(q: Queryable, code: TCodeRow, buyerId: string): Promise<void> {
  const uses = await countCodeUses(q, code.id, buyerId);
  if (code.maxUses !== null && uses.total >= code.maxUses)
    throw new AppError('CONFLICT', { userMessage: DEALS_MESSAGES.codeUsedUp });
  if (code.isOncePerBuyer && uses.byBuyer > 0)
    throw new AppError('CONFLICT', { userMessage: DEALS_MESSAGES.codeAlreadyUsed });
}

function toDiscountCode(code: TCodeRow): TDiscountCode & { id: string } {
  return {
    id: code.id,
    off:
      code.offKind === 'percent'
        ? { kind: 'percent', percent: code.offValue }
        : { kind: 'npr', amountNpr: code.offValue },
    ...(code.trackIds ? { trackIds: code.trackIds } : {}),
    ...(code.licenceKinds ? { licenceKinds: code.licenceKinds } : {}),
  };
}

/** The artist's sales on at `at`, as `priceCart` takes them. */
export async function loadSalesOn(q: Queryable, artistId: string, at: Date): Promise<TTimedSale[]> {
  return (await listSalesOn(q, artistId, at)).map((sale) => ({
    percentOff: sale.percentOff,
    startsAt: sale.startsAt,
    endsAt: sale.endsAt,
    ...(sale.trackIds ? { trackIds: sale.trackIds } : {}),
  }));
}

/**
 * The rules `priceCart` applies to one artist's lines at `at` (decision 087): the sales on, the bulk
 * deal, and the code the buyer typed (case-insensitive). A code that cannot be used answers with why:
 * 422 for one that does not exist or is not on (the same message for each), 409 used up or already used.
 */
export async function loadPriceRules(
  q: Queryable,
  input: { artistId: string; buyerId: string; code?: string; at: Date },
): Promise<TPriceRules> {
  const [sales, deal] = await Promise.all([loadSalesOn(q, input.artistId, input.at), findBulkDeal(q, input.artistId)]);
  const rules: TPriceRules = { sales };
  if (deal) {
    const kinds = deal.licenceKinds ? { licenceKinds: deal.licenceKinds } : {};
    rules.deal =
      deal.kind === 'buy_get_free'
        ? { kind: 'buy_get_free', buy: deal.n, free: deal.m, ...kinds }
        : { kind: 'n_for_m', take: deal.n, payFor: deal.m, ...kinds };
  }
  if (input.code !== undefined) {
    const code = await findLiveCode(q, input.artistId, normaliseCode(input.code));
    if (!code || !isInWindow(code, input.at)) throw codeInvalid();
    await requireUsable(q, code, input.buyerId);
    rules.code = toDiscountCode(code);
  }
  return rules;
}

/**
 * Takes one use of a code for a payment request, inside the transaction that makes the request. The
 * code's row is locked first, so two buyers racing for its last use are served one after the other and
 * the second is refused (409); the same request taking the same code again changes nothing.
 */
export async function claimCodeUse(tx: Tx, input: { codeId: string; buyerId: string; requestId: string }) {
  const code = await lockLiveCode(tx, input.codeId);
  if (!code || !isInWindow(code, new Date())) throw codeInvalid();
  const taken = await findCodeUseByRequest(tx, input.requestId);
  if (taken?.codeId === input.codeId && taken.buyerId === input.buyerId) return;
  if (taken) throw new AppError('CONFLICT', { message: `Request ${input.requestId} already holds a code` });
  await requireUsable(tx, code, input.buyerId);
  await insertCodeUse(tx, input);
}

/** Gives a payment request's code use back (the request expired, was rejected or cancelled); true when it held one. */
export async function releaseCodeUse(tx: Tx, requestId: string): Promise<boolean> {
  return deleteCodeUseByRequest(tx, requestId);
}
