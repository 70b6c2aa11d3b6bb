import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';

/**
 * Whether the buyer is in the artist's sales list: a purchase past the unpaid cart, as
 * listArtistSales counts them ("never unpaid carts"). What that list shows of the buyer, the
 * artist may see elsewhere (the chat header's full name).
 */
export async function isBuyerInSales(q: Queryable, pair: { artistId: string; buyerId: string }): Promise<boolean> {
  const [row] = await q
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.artistId, pair.artistId),
        eq(purchases.buyerId, pair.buyerId),
        sql`${purchases.status} not in ('awaiting_payment', 'expired')`,
        // A grouped request's lines share their lead's buyer, artist and state; leads are what the index holds.
        isNull(purchases.leadPurchaseId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
