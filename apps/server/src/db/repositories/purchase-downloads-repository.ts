import { eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';
import { tracks } from '../schema/tracks';
import type { TPurchaseRow } from './purchases-repository';

/** A purchase with its track's master, from which its downloads are made. */
export async function findPurchaseWithMaster(
  q: Queryable,
  purchaseId: string,
): Promise<{ purchase: TPurchaseRow; masterKey: string } | null> {
  const [row] = await q
    .select({ purchase: purchases, masterKey: tracks.masterKey })
    .from(purchases)
    .innerJoin(tracks, eq(tracks.id, purchases.trackId))
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}
