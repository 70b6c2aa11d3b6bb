import type { TParsedCreditMessage } from '@beatpasal/shared/payments/credit-messages';
import type {
  TCreditMatch,
  TCreditMatchOrder,
  TCreditMatchReason,
  TCreditMatchSignal,
} from '@beatpasal/shared/payments/credit-message-api';
import type { TOpenOrder } from '../../db/repositories/credit-messages-repository';

export interface TMatchContext {
  /** The artist's open orders: awaiting payment or with proof in. */
  orders: readonly TOpenOrder[];
  /** RRNs that already confirmed one of this artist's purchases. */
  usedRrns: ReadonlySet<string>;
  /** RRNs of earlier messages of the same paste: a message pasted twice is one payment. */
  earlierRrns?: ReadonlySet<string>;
}

const orderOf = (order: TOpenOrder): TCreditMatchOrder => ({
  purchaseId: order.purchaseId,
  reference: order.reference,
  buyerUsername: order.buyerUsername,
  amountPaisa: order.amountPaisa,
  status: order.status,
});

const sameId = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.replace(/\s+/g, '').toUpperCase() === b;

/**
 * Which order a parsed credit message names (decision 065). The buyer's transaction id or the order
 * reference name one order outright; otherwise the exact amount with its paisa does, since each open
 * order of an artist has its own. `matched` means exactly one order and the amount agrees to the
 * paisa, so one tap may confirm it; anything less is `ambiguous` or `unmatched`, with the reason.
 */
export function matchCreditMessage(message: TParsedCreditMessage, context: TMatchContext): TCreditMatch {
  const base = {
    index: message.index,
    amountPaisa: message.amountPaisa,
    sentAt: message.sentAt,
    sender: message.sender,
    rrn: message.rrn,
  };
  const result = (
    outcome: TCreditMatch['outcome'],
    reason: TCreditMatchReason | null,
    candidates: TOpenOrder[] = [],
    matchedBy: TCreditMatchSignal[] = [],
  ): TCreditMatch => ({
    ...base,
    outcome,
    reason,
    matchedBy,
    candidates: candidates.map(orderOf),
  });

  if (message.reason === 'debit') return result('unmatched', 'debit');
  const amount = message.amountPaisa;
  if (amount === null) return result('unmatched', 'no_amount');
  if (message.rrn && context.usedRrns.has(message.rrn)) return result('unmatched', 'rrn_used');
  if (message.rrn && context.earlierRrns?.has(message.rrn)) return result('unmatched', 'repeated');

  const byId = context.orders.filter((order) => sameId(order.walletTransactionId, message.rrn));
  const byReference = context.orders.filter((order) => order.reference === message.reference);
  const named = [...new Set([...byId, ...byReference])];
  if (named.length > 1) return result('ambiguous', 'several_orders', named);
  if (named.length === 1) {
    const order = named[0]!;
    const signals: TCreditMatchSignal[] = [
      ...(byId.length > 0 ? ['transaction_id' as const] : []),
      ...(byReference.length > 0 ? ['reference' as const] : []),
    ];
    if (order.amountPaisa !== amount) return result('ambiguous', 'amount_differs', [order], signals);
    return result('matched', null, [order], ['amount', ...signals]);
  }

  const byAmount = context.orders.filter((order) => order.amountPaisa === amount);
  if (byAmount.length === 1) return result('matched', null, byAmount, ['amount']);
  if (byAmount.length > 1) return result('ambiguous', 'several_orders', byAmount);
  // A whole-rupee payment of an order with paisa: the buyer left the paisa out, so the amount alone cannot say which.
  if (amount % 100 === 0) {
    const near = context.orders.filter((order) => Math.floor(order.amountPaisa / 100) === amount / 100);
    if (near.length > 0) return result('ambiguous', 'rupees_only', near);
  }
  return result('unmatched', 'no_pending_order');
}

/** Every message of a paste, each RRN counted once. */
export function matchCreditMessages(
  messages: readonly TParsedCreditMessage[],
  context: Omit<TMatchContext, 'earlierRrns'>,
): TCreditMatch[] {
  const earlierRrns = new Set<string>();
  return messages.map((message) => {
    const match = matchCreditMessage(message, { ...context, earlierRrns });
    if (message.rrn) earlierRrns.add(message.rrn);
    return match;
  });
}

/** Auto-confirm's bar: one order, the amount to the paisa, and an RRN never seen before (decision 065). */
export function isExactMatch(match: TCreditMatch): boolean {
  return (
    match.outcome === 'matched' &&
    match.candidates.length === 1 &&
    match.matchedBy.includes('amount') &&
    match.rrn !== null
  );
}
