import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';

/** Any purchase at all, whatever its state: such a track is hidden on delete, never destroyed. */
export async function trackHasPurchases(q: Queryable, trackId: string): Promise<boolean> {
  const [row] = await q
    .select({ found: sql<number>`1` })
    .from(purchases)
    .where(eq(purchases.trackId, trackId))
    .limit(1);
  return row !== undefined;
}
