import type { TDeals } from '@beatpasal/shared/schemas/deals';
import type { Queryable } from '../../db/client';
import { listOwnCodes, listOwnSales } from '../../db/repositories/deals-repository';
import { findBulkDeal } from '../../db/repositories/price-rules-repository';
import type { AppContext } from '../../context';
import { requireArtist } from '../tracks/require-artist';

/** The artist's codes (newest first, with how often each was used), their bulk deal, and the sales not yet over. */
export async function readDeals(q: Queryable, artistId: string): Promise<TDeals> {
  const [codes, deal, sales] = await Promise.all([
    listOwnCodes(q, artistId),
    findBulkDeal(q, artistId),
    listOwnSales(q, artistId, new Date()),
  ]);
  return {
    codes: codes.map((code) => ({
      ...code,
      startsAt: code.startsAt.toISOString(),
      endsAt: code.endsAt?.toISOString() ?? null,
    })),
    deal,
    sales: sales.map((sale) => ({ ...sale, startsAt: sale.startsAt.toISOString(), endsAt: sale.endsAt.toISOString() })),
  };
}

/** GET /api/me/deals: the studio's Deals page. */
export async function getDeals(ctx: AppContext, input: { userId: string }): Promise<TDeals> {
  const { db } = ctx.database;
  await requireArtist(db, input.userId);
  return readDeals(db, input.userId);
}
