import type { TBulkDealFields, TDeals } from '@beatpasal/shared/schemas/deals';
import type { AppContext } from '../../context';
import { deleteBulkDeal, upsertBulkDeal } from '../../db/repositories/deals-repository';
import { requireArtist } from '../tracks/require-artist';
import { readDeals } from './get-deals';

/** PUT /api/me/deals/bulk-deal: the artist's one bulk deal, turned on or changed. */
export async function setBulkDeal(ctx: AppContext, input: { userId: string } & TBulkDealFields): Promise<TDeals> {
  const { db } = ctx.database;
  const { userId, ...fields } = input;
  await requireArtist(db, userId);
  await upsertBulkDeal(db, userId, fields);
  return readDeals(db, userId);
}

/** DELETE /api/me/deals/bulk-deal: no more bulk deal; turning it off twice changes nothing. */
export async function removeBulkDeal(ctx: AppContext, input: { userId: string }): Promise<TDeals> {
  const { db } = ctx.database;
  await requireArtist(db, input.userId);
  await deleteBulkDeal(db, input.userId);
  return readDeals(db, input.userId);
}
