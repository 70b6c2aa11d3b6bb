import { MAX_PAISA_OFFSET } from '@beatpasal/shared/payments/payment-kinds';
import { PURCHASE_MESSAGES } from '@beatpasal/shared/schemas/purchases';
import type { Queryable } from '../../db/client';
import { listOpenAmounts } from '../../db/repositories/open-amounts-repository';
import { AppError } from '../../errors/app-error';

/**
 * An amount in paisa for a new open payment request of this artist costing `basePaisa` (a licence's
 * price, or a grouped request's lines together), not held by any other open request of theirs (decisions 063, 091), so a credit message's amount names one order. Picked at
 * random among the free ones, which keeps two buyers racing apart; the unique index
 * `purchases_open_amount_idx` settles the rare tie and the caller tries again.
 */
export async function pickOpenAmount(q: Queryable, artistId: string, basePaisa: number): Promise<number> {
  const base = basePaisa;
  const taken = await listOpenAmounts(q, artistId, base + 1, base + MAX_PAISA_OFFSET);
  const used = new Set(taken.map((amount) => amount - base));
  const free: number[] = [];
  for (let offset = 1; offset <= MAX_PAISA_OFFSET; offset += 1) if (!used.has(offset)) free.push(offset);
  if (free.length === 0) throw new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.busyAtThisPrice });
  return base + free[Math.floor(Math.random() * free.length)]!;
}
