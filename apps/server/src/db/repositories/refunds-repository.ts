import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { purchases } from '../schema/commerce';
import { tracks } from '../schema/tracks';
import { disputes } from '../schema/trust';

const buyerUser = alias(users, 'buyer_user');
const artistUser = alias(users, 'artist_user');

/** The purchases that owe their buyer a refund: rejected ones, and orders closed after their proof was in (decision 066). */
export const owesRefundSql = () =>
  sql`(${purchases.status} = 'rejected' or (${purchases.status} = 'closed' and ${purchases.submittedAt} is not null))`;

/**
 * Every purchase that owes a refund, oldest decision first, so overdue refunds come first. Each
 * kind is its own keyset scan that stops after `limit` rows (purchases_rejected_idx,
 * purchases_closed_paid_idx: reject and close both set decided_at); only their union's page is
 * joined to its track and people.
 */
export async function listRejectedPurchases(
  q: Queryable,
  page: { after: { createdAt: string; id: string } | null; limit: number },
) {
  const after = page.after
    ? sql`(${purchases.decidedAt}, ${purchases.id}) > (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  const scan = (kind: SQL) =>
    sql`(${q
      .select({ id: purchases.id, decidedAt: purchases.decidedAt })
      .from(purchases)
      .where(and(kind, after))
      .orderBy(asc(purchases.decidedAt), asc(purchases.id))
      .limit(page.limit)})`;
  // A grouped request's refund is on its lead, which carried the payment (decision 091): its lines owe nothing more.
  const rejected = scan(and(eq(purchases.status, 'rejected'), isNull(purchases.leadPurchaseId))!);
  const closedPaid = scan(and(eq(purchases.status, 'closed'), isNotNull(purchases.submittedAt))!);
  const pageIds = sql`select id from (${rejected} union all ${closedPaid}) as page order by decided_at, id limit ${page.limit}`;
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
    .where(sql`${purchases.id} in (${pageIds})`)
    .orderBy(asc(purchases.decidedAt), asc(purchases.id));
}

/** The buyer's confirmation, once; null when the purchase owes no refund or it was already confirmed. */
export async function setRefundConfirmed(q: Queryable, purchaseId: string, buyerId: string): Promise<Date | null> {
  const [row] = await q
    .update(purchases)
    .set({ refundConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.buyerId, buyerId),
        owesRefundSql(),
        isNull(purchases.refundConfirmedAt),
      ),
    )
    .returning({ at: purchases.refundConfirmedAt });
  return row?.at ?? null;
}

/**
 * A new refund for a rejected purchase or an order closed after its proof was in, stated by the
 * artist accepting a dispute or an administrator deciding one: the buyer confirms it afresh.
 * Null when the purchase owes no refund (any more).
 */
export async function restateRefund(q: Queryable, purchaseId: string, refundNpr: number) {
  const [row] = await q
    .update(purchases)
    .set({ refundNpr, refundConfirmedAt: null, updatedAt: sql`now()` })
    .where(and(eq(purchases.id, purchaseId), owesRefundSql()))
    .returning();
  return row ?? null;
}
