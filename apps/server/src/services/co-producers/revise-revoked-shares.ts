import type { Tx } from '../../db/client';
import { reviseUnsettledShares } from '../../db/repositories/co-producer-shares-repository';

/**
 * In a revocation's transaction (decision 066): an undone sale owes its co-producers their percent
 * of what the lead kept, the amount paid less the refund, so a full refund owes (almost) nothing.
 * A share already settled stays as it was: the two artists square it between them (decision 089).
 */
export async function reviseRevokedShares(
  tx: Tx,
  sale: { id: string; amountPaisa: number },
  refundNpr: number,
): Promise<void> {
  await reviseUnsettledShares(tx, sale.id, Math.max(sale.amountPaisa - refundNpr * 100, 0));
}
