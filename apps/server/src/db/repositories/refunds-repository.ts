import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { purchases } from '../schema/commerce';
import { tracks } from '../schema/tracks';
import { disputes } from '../schema/trust';

const buyerUser = alias(users, 'buyer_user');
const artistUser = alias(users, 'artist_user');

/** Every rejected purchase (reject always sets decided_at), oldest decision first (purchases_rejected_idx), so overdue refunds come first. */
export async function listRejectedPurchases(q: Queryable, page: { after: { createdAt: string; id: string } | null; limit: number }) {
  return q
    .select({
      purchaseId: purchases.id,
      referenceCode: purchases.referenceCode,
      trackTitle: tracks.title,
      buyerEmail: buyerUser.email,
      artistEmail: artistUser.email,
      refundNpr: purchases.refundNpr,
      priceNpr: purchases.priceNpr,
      decidedAt: purchases.decidedAt,
      refundConfirmedAt: purchases.refundConfirmedAt,
      hasOpenDispute: sql<boolean>`exists (select 1 from ${disputes} d where d.purchase_id = ${purchases.id} and d.status = 'open')`,
    })
    .from(purchases)
    .innerJoin(tracks, eq(tracks.id, purchases.trackId))
    .innerJoin(buyerUser, eq(buyerUser.id, purchases.buyerId))
    .innerJoin(artistUser, eq(artistUser.id, purchases.artistId))
    .where(
      and(
        eq(purchases.status, 'rejected'),
        page.after ? sql`(${purchases.decidedAt}, ${purchases.id}) > (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(purchases.decidedAt), asc(purchases.id))
    .limit(page.limit);
}

/** The buyer's confirmation, once; null when the purchase is not rejected or was already confirmed. */
export async function setRefundConfirmed(q: Queryable, purchaseId: string, buyerId: string): Promise<Date | null> {
  const [row] = await q
    .update(purchases)
    .set({ refundConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.buyerId, buyerId), eq(purchases.status, 'rejected'), isNull(purchases.refundConfirmedAt)))
    .returning({ at: purchases.refundConfirmedAt });
  return row?.at ?? null;
}
