import { splitSale } from '@beatpasal/shared/co-producer-split';
import type { Tx } from '../../db/client';
import { insertShares } from '../../db/repositories/co-producer-shares-repository';
import { lockAcceptedCoProducers } from '../../db/repositories/co-producers-repository';

/**
 * In the approval's transaction: what the lead owes each accepted co-producer of the sale's track,
 * from the exact amount paid (decision 089). The accepted rows are share-locked, so a removal in
 * flight either finishes first (and they are not owed) or waits and then finds the sale. Writing
 * the same sale twice adds nothing.
 */
export async function recordSaleShares(
  tx: Tx,
  sale: { id: string; trackId: string; artistId: string; amountPaisa: number },
): Promise<void> {
  const coProducers = await lockAcceptedCoProducers(tx, sale.trackId);
  const { shares } = splitSale(sale.amountPaisa, coProducers);
  await insertShares(
    tx,
    shares.map((share) => ({
      purchaseId: sale.id,
      trackId: sale.trackId,
      leadId: sale.artistId,
      coProducerId: share.coProducerId,
      sharePercent: share.sharePercent,
      saleAmountPaisa: sale.amountPaisa,
      amountPaisa: share.amountPaisa,
    })),
  );
}
