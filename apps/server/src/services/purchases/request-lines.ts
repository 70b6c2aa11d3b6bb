import { PURCHASE_MESSAGES, type TRequestLine } from '@beatpasal/shared/schemas/purchases';
import type { Queryable } from '../../db/client';
import { listRequestLines, type TRequestLineRow } from '../../db/repositories/payment-requests-repository';
import type { TPurchaseRow } from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';

/**
 * A line of a grouped payment request that is not its lead (decision 091) is paid, proved, confirmed,
 * rejected and lapses only with its lead: acting on it alone is refused with where to go instead.
 */
export function requireRequestLead(row: Pick<TPurchaseRow, 'leadPurchaseId'>): void {
  if (row.leadPurchaseId !== null) throw new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.paidWithRequest });
}

/** What the buyer paid for this licence: its line of a grouped request, or the whole amount of a Buy Now. */
export function paidForLine(row: Pick<TPurchaseRow, 'linePaisa' | 'amountPaisa'>): number {
  return row.linePaisa ?? row.amountPaisa;
}

const presentLine = (row: TRequestLineRow): TRequestLine => ({
  id: row.id,
  trackTitle: row.trackTitle,
  licenceKind: row.licenceKind,
  priceNpr: row.priceNpr,
  linePaisa: row.linePaisa,
});

/** The other lines of each request among `leadIds`, by lead id (a Buy Now purchase has none). */
export async function findRequestLines(q: Queryable, leadIds: readonly string[]): Promise<Map<string, TRequestLine[]>> {
  const byLead = new Map<string, TRequestLine[]>();
  for (const row of await listRequestLines(q, leadIds)) {
    byLead.set(row.leadPurchaseId, [...(byLead.get(row.leadPurchaseId) ?? []), presentLine(row)]);
  }
  return byLead;
}
