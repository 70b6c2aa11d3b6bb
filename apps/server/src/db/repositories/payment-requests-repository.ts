import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPEN_STATUSES, type TPurchaseStatus } from '@beatpasal/shared/purchase-states';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';
import { tracks } from '../schema/tracks';
import type { TNewPurchase, TPurchaseRow } from './purchases-repository';

/** Grouped payment requests (decision 091): a lead purchase carries the payment, its other lines name it. */

/**
 * Moves the lines that follow `leadId` and are still in `from` (the state the lead just left), in the
 * lead's transaction: the lead's own lock and state check stand for the whole request.
 */
export async function updateRequestLines(
  q: Queryable,
  leadId: string,
  from: TPurchaseStatus,
  values: Partial<TNewPurchase>,
): Promise<TPurchaseRow[]> {
  return q
    .update(purchases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(purchases.leadPurchaseId, leadId), eq(purchases.status, from)))
    .returning();
}

export type TRequestLineRow = {
  id: string;
  leadPurchaseId: string;
  trackTitle: string;
  licenceKind: TPurchaseRow['licenceKind'];
  priceNpr: number;
  linePaisa: number;
};

/** The other lines of these requests, in the order they were made. */
export async function listRequestLines(q: Queryable, leadIds: readonly string[]): Promise<TRequestLineRow[]> {
  if (leadIds.length === 0) return [];
  const rows = await q
    .select({
      id: purchases.id,
      leadPurchaseId: purchases.leadPurchaseId,
      trackTitle: tracks.title,
      licenceKind: purchases.licenceKind,
      priceNpr: purchases.priceNpr,
      linePaisa: purchases.linePaisa,
    })
    .from(purchases)
    .innerJoin(tracks, eq(tracks.id, purchases.trackId))
    .where(inArray(purchases.leadPurchaseId, [...leadIds]))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
  return rows as TRequestLineRow[];
}

/** The buyer's open payment requests (a Buy Now purchase is a request of one), newest first. */
export async function listOpenRequestIds(q: Queryable, buyerId: string, limit: number): Promise<string[]> {
  const rows = await q
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.buyerId, buyerId),
        inArray(purchases.status, [...OPEN_STATUSES]),
        isNull(purchases.leadPurchaseId),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The buyer's open purchases of these (track, licence) pairs: a line already ordered is not ordered twice. */
export async function listOpenPurchaseKeys(q: Queryable, buyerId: string, trackIds: readonly string[]) {
  if (trackIds.length === 0) return [];
  return q
    .select({ trackId: purchases.trackId, licenceKind: purchases.licenceKind })
    .from(purchases)
    .where(
      and(
        eq(purchases.buyerId, buyerId),
        inArray(purchases.trackId, [...trackIds]),
        inArray(purchases.status, [...OPEN_STATUSES]),
      ),
    );
}
