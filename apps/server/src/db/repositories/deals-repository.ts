import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../client';
import { bulkDeals, discountCodeUses, discountCodes, timedSales } from '../schema/deals';
import { tracks } from '../schema/tracks';
import { CODE_COLUMNS } from './price-rules-repository';

/** An artist's deals as the studio's Deals page edits them; every query is scoped by `artist_id`. */

type TCodeValues = Omit<typeof discountCodes.$inferInsert, 'id' | 'artistId' | 'createdAt' | 'deletedAt'>;
type TSaleValues = Omit<typeof timedSales.$inferInsert, 'id' | 'artistId' | 'createdAt'>;
type TDealValues = Omit<typeof bulkDeals.$inferInsert, 'artistId' | 'updatedAt'>;

/** How many of these ids are the artist's own tracks (deleted ones are no longer theirs). */
export async function countOwnTracks(q: Queryable, artistId: string, trackIds: readonly string[]): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(tracks)
    .where(and(eq(tracks.artistId, artistId), inArray(tracks.id, [...trackIds]), isNull(tracks.deletedAt)));
  return row!.n;
}

export async function listOwnCodes(q: Queryable, artistId: string) {
  return q
    .select({ ...CODE_COLUMNS, code: discountCodes.code, uses: count(discountCodeUses.id) })
    .from(discountCodes)
    .leftJoin(discountCodeUses, eq(discountCodeUses.codeId, discountCodes.id))
    .where(and(eq(discountCodes.artistId, artistId), isNull(discountCodes.deletedAt)))
    .groupBy(discountCodes.id)
    .orderBy(desc(discountCodes.createdAt), discountCodes.id);
}

export async function insertCode(q: Queryable, artistId: string, values: TCodeValues): Promise<void> {
  await q.insert(discountCodes).values({ ...values, artistId });
}

/**
 * Locks the artist's live code (the lock `claimCodeUse` takes, so no use is claimed meanwhile) and
 * counts its uses; null when the artist has no such code.
 */
export async function lockOwnCode(q: Queryable, artistId: string, id: string) {
  const [row] = await q
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.artistId, artistId), isNull(discountCodes.deletedAt)))
    .for('update');
  if (!row) return null;
  const [used] = await q.select({ n: count() }).from(discountCodeUses).where(eq(discountCodeUses.codeId, id));
  return { code: row.code, uses: used!.n };
}

/** False when the artist has no such code (someone else's, or removed). */
export async function updateOwnCode(q: Queryable, artistId: string, id: string, values: TCodeValues) {
  const rows = await q
    .update(discountCodes)
    .set(values)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.artistId, artistId), isNull(discountCodes.deletedAt)))
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

/**
 * Removes a code from use, keeping its row for the payment requests that took it. False only when the
 * artist never had it; removing it again finds it removed and changes nothing.
 */
export async function removeOwnCode(q: Queryable, artistId: string, id: string): Promise<boolean> {
  const owned = and(eq(discountCodes.id, id), eq(discountCodes.artistId, artistId));
  await q
    .update(discountCodes)
    .set({ deletedAt: new Date() })
    .where(and(owned, isNull(discountCodes.deletedAt)));
  const [row] = await q.select({ id: discountCodes.id }).from(discountCodes).where(owned);
  return row !== undefined;
}

/** The artist's sales not yet over at `at`, soonest first. */
export async function listOwnSales(q: Queryable, artistId: string, at: Date) {
  return q
    .select({
      id: timedSales.id,
      percentOff: timedSales.percentOff,
      trackIds: timedSales.trackIds,
      startsAt: timedSales.startsAt,
      endsAt: timedSales.endsAt,
    })
    .from(timedSales)
    .where(and(eq(timedSales.artistId, artistId), gt(timedSales.endsAt, at)))
    .orderBy(timedSales.startsAt, timedSales.id);
}

export async function insertSale(q: Queryable, artistId: string, values: TSaleValues): Promise<void> {
  await q.insert(timedSales).values({ ...values, artistId });
}

export async function updateOwnSale(q: Queryable, artistId: string, id: string, values: TSaleValues) {
  const rows = await q
    .update(timedSales)
    .set(values)
    .where(and(eq(timedSales.id, id), eq(timedSales.artistId, artistId)))
    .returning({ id: timedSales.id });
  return rows.length > 0;
}

export async function deleteOwnSale(q: Queryable, artistId: string, id: string): Promise<boolean> {
  const rows = await q
    .delete(timedSales)
    .where(and(eq(timedSales.id, id), eq(timedSales.artistId, artistId)))
    .returning({ id: timedSales.id });
  return rows.length > 0;
}

export async function upsertBulkDeal(q: Queryable, artistId: string, values: TDealValues): Promise<void> {
  await q
    .insert(bulkDeals)
    .values({ ...values, artistId })
    .onConflictDoUpdate({ target: bulkDeals.artistId, set: { ...values, updatedAt: new Date() } });
}

export async function deleteBulkDeal(q: Queryable, artistId: string): Promise<void> {
  await q.delete(bulkDeals).where(eq(bulkDeals.artistId, artistId));
}
