import { and, count, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../client';
import { bulkDeals, discountCodeUses, discountCodes, timedSales } from '../schema/deals';

/** The artist's sales on at `at` (`starts_at` ≤ at < `ends_at`), as `priceCart` takes them. */
export async function listSalesOn(q: Queryable, artistId: string, at: Date) {
  return q
    .select({
      percentOff: timedSales.percentOff,
      trackIds: timedSales.trackIds,
      startsAt: timedSales.startsAt,
      endsAt: timedSales.endsAt,
    })
    .from(timedSales)
    .where(and(eq(timedSales.artistId, artistId), lte(timedSales.startsAt, at), gt(timedSales.endsAt, at)));
}

export async function findBulkDeal(q: Queryable, artistId: string) {
  const [row] = await q
    .select({ kind: bulkDeals.kind, n: bulkDeals.n, m: bulkDeals.m, licenceKinds: bulkDeals.licenceKinds })
    .from(bulkDeals)
    .where(eq(bulkDeals.artistId, artistId));
  return row ?? null;
}

/** A code's rule as checkout and the artist's list read it. */
export const CODE_COLUMNS = {
  id: discountCodes.id,
  offKind: discountCodes.offKind,
  offValue: discountCodes.offValue,
  trackIds: discountCodes.trackIds,
  licenceKinds: discountCodes.licenceKinds,
  startsAt: discountCodes.startsAt,
  endsAt: discountCodes.endsAt,
  maxUses: discountCodes.maxUses,
  isOncePerBuyer: discountCodes.isOncePerBuyer,
};
export type TCodeRow = Awaited<ReturnType<typeof findLiveCode>> & {};

/** An artist's code that has not been removed, by its normalised text. */
export async function findLiveCode(q: Queryable, artistId: string, code: string) {
  const [row] = await q
    .select(CODE_COLUMNS)
    .from(discountCodes)
    .where(and(eq(discountCodes.artistId, artistId), eq(discountCodes.code, code), isNull(discountCodes.deletedAt)));
  return row ?? null;
}

/** A code that has not been removed, locked until the transaction ends so its uses are counted and taken one at a time. */
export async function lockLiveCode(q: Queryable, codeId: string) {
  const [row] = await q
    .select(CODE_COLUMNS)
    .from(discountCodes)
    .where(and(eq(discountCodes.id, codeId), isNull(discountCodes.deletedAt)))
    .for('update');
  return row ?? null;
}

/** How often a code was used in all, and by this buyer. */
export async function countCodeUses(q: Queryable, codeId: string, buyerId: string) {
  const [all] = await q.select({ n: count() }).from(discountCodeUses).where(eq(discountCodeUses.codeId, codeId));
  const [own] = await q
    .select({ n: count() })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.codeId, codeId), eq(discountCodeUses.buyerId, buyerId)));
  return { total: all!.n, byBuyer: own!.n };
}

export async function findCodeUseByRequest(q: Queryable, requestId: string) {
  const [row] = await q
    .select({ codeId: discountCodeUses.codeId, buyerId: discountCodeUses.buyerId })
    .from(discountCodeUses)
    .where(eq(discountCodeUses.requestId, requestId));
  return row ?? null;
}

export async function insertCodeUse(q: Queryable, row: { codeId: string; buyerId: string; requestId: string }) {
  await q.insert(discountCodeUses).values(row);
}

/** Gives the use taken by a payment request back; true when there was one. */
export async function deleteCodeUseByRequest(q: Queryable, requestId: string): Promise<boolean> {
  const rows = await q
    .delete(discountCodeUses)
    .where(eq(discountCodeUses.requestId, requestId))
    .returning({ id: discountCodeUses.id });
  return rows.length > 0;
}

/** Which of these artists has a live code with this (normalised) text. */
export async function listArtistsWithCode(q: Queryable, code: string, artistIds: readonly string[]) {
  if (artistIds.length === 0) return [];
  const rows = await q
    .select({ artistId: discountCodes.artistId })
    .from(discountCodes)
    .where(
      and(
        inArray(discountCodes.artistId, [...artistIds]),
        eq(discountCodes.code, code),
        isNull(discountCodes.deletedAt),
      ),
    );
  return rows.map((row) => row.artistId);
}
