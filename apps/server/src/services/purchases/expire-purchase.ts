import { findTransition } from '@beatpasal/shared/purchase-states';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { updateRequestLines } from '../../db/repositories/payment-requests-repository';
import { findPurchaseForUpdate, updatePurchase } from '../../db/repositories/purchases-repository';
import type { JobHandler } from '../../jobs/job-queue';
import { releaseCodeUse } from '../deals/load-price-rules';

export const EXPIRE_PURCHASE_JOB = 'purchase.expire';

const ZPayload = z.object({ purchaseId: z.uuid() });

/**
 * Job `purchase.expire` `{ purchaseId }`, due 48 hours after Buy Now: an unpaid purchase lapses so
 * it stops holding the buyer's place; one paid meanwhile (or decided) is left as it is.
 */
export function createExpirePurchaseHandler(deps: { database: Database; log: FastifyBaseLogger }): JobHandler {
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, 'purchase.expire job without a valid purchaseId; dropped');
      return;
    }
    await deps.database.db.transaction(async (tx) => {
      const row = await findPurchaseForUpdate(tx, parsed.data.purchaseId);
      const transition = row && findTransition(row.status, 'expire', 'system');
      // A grouped request's lines lapse with their lead, never alone (decision 091).
      if (!row || !transition || row.leadPurchaseId !== null) return;
      const expired = await updatePurchase(tx, row.id, { status: transition.to, decidedAt: new Date() });
      await updateRequestLines(tx, row.id, row.status, { status: transition.to, decidedAt: expired.decidedAt });
      await releaseCodeUse(tx, row.id);
    });
  };
}
