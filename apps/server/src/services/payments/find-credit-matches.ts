import type { TParsedCreditMessage } from '@beatpasal/shared/payments/credit-messages';
import type { TCreditMatch } from '@beatpasal/shared/payments/credit-message-api';
import type { Queryable } from '../../db/client';
import { findUsedRrns, listOpenOrders } from '../../db/repositories/credit-messages-repository';
import { matchCreditMessages } from './match-credit-message';

/** Parsed messages matched with the artist's open orders and the RRNs that already confirmed a sale. */
export async function findCreditMatches(
  q: Queryable,
  artistId: string,
  messages: readonly TParsedCreditMessage[],
): Promise<TCreditMatch[]> {
  if (messages.length === 0) return [];
  const rrns = [...new Set(messages.flatMap((message) => (message.rrn ? [message.rrn] : [])))];
  const [orders, used] = await Promise.all([listOpenOrders(q, artistId), findUsedRrns(q, artistId, rrns)]);
  return matchCreditMessages(messages, { orders, usedRrns: new Set(used.keys()) });
}
