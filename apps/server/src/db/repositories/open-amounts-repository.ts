import { and, between, eq, inArray, isNull } from 'drizzle-orm';
import { OPEN_STATUSES } from '@beatpasal/shared/purchase-states';
import type { Queryable } from '../client';
import { purchases } from '../schema/commerce';

/** The paisa amounts, from `lowest` to `highest`, that the artist's open payment requests hold (decisions 063, 091). */
export async function listOpenAmounts(
  q: Queryable,
  artistId: string,
  lowest: number,
  highest: number,
): Promise<number[]> {
  const rows = await q
    .select({ amount: purchases.amountPaisa })
    .from(purchases)
    .where(
      and(
        eq(purchases.artistId, artistId),
        inArray(purchases.status, [...OPEN_STATUSES]),
        between(purchases.amountPaisa, lowest, highest),
        isNull(purchases.leadPurchaseId),
      ),
    );
  return rows.map((row) => row.amount);
}
