import { and, eq, inArray, ne } from 'drizzle-orm';
import { isExclusiveKind, LICENCE_KINDS } from '@beatpasal/shared/licences';
import { OPEN_STATUSES } from '@beatpasal/shared/purchase-states';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';
import { profiles } from '../schema/profiles';

/**
 * The open exclusive orders of a track other than `exceptId`, with their buyers: what approving an
 * exclusive sale of it would close, shown to the artist before Mark as Paid (decision 066).
 * Read without locks: approve locks and checks them again.
 */
export async function listClosingOrders(q: Queryable, trackId: string, exceptId: string) {
  return q
    .select({
      id: purchases.id,
      referenceCode: purchases.referenceCode,
      licenceKind: purchases.licenceKind,
      priceNpr: purchases.priceNpr,
      amountPaisa: purchases.amountPaisa,
      status: purchases.status,
      submittedAt: purchases.submittedAt,
      buyerUsername: profiles.username,
      buyerFullName: profiles.buyerFullName,
    })
    .from(purchases)
    .innerJoin(profiles, eq(profiles.id, purchases.buyerId))
    .where(
      and(
        eq(purchases.trackId, trackId),
        ne(purchases.id, exceptId),
        inArray(purchases.status, [...OPEN_STATUSES]),
        inArray(purchases.licenceKind, LICENCE_KINDS.filter(isExclusiveKind)),
      ),
    )
    .orderBy(purchases.submittedAt, purchases.id);
}
