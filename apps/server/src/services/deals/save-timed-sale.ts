import { DEALS_MESSAGES, type TDeals, type TTimedSaleFields } from '@beatpasal/shared/schemas/deals';
import type { AppContext } from '../../context';
import { deleteOwnSale, insertSale, updateOwnSale } from '../../db/repositories/deals-repository';
import { AppError } from '../../errors/app-error';
import { CATALOGUE_CHANGED_EVENT } from '../../realtime/event-bus';
import { requireArtist } from '../tracks/require-artist';
import { requireOwnTracks } from './deal-tracks';
import { readDeals } from './get-deals';
import { refreshArtistSalePrices, scheduleSalePriceRefreshes } from './refresh-sale-prices';

const saleNotFound = () => new AppError('NOT_FOUND', { userMessage: DEALS_MESSAGES.saleNotFound });
const valuesOf = (fields: TTimedSaleFields) => ({
  ...fields,
  startsAt: new Date(fields.startsAt),
  endsAt: new Date(fields.endsAt),
});

/**
 * Writes a sale in a transaction that announces the catalogue changed: cards and track pages show the
 * price in force, so every instance's cached answers are dropped. The same transaction brings the
 * artist's tracks to the price in force now and schedules the refreshes at the new window's bounds
 * (decision 095); jobs left waiting for an old window find nothing to change.
 */
async function writeSale(
  ctx: AppContext,
  artistId: string,
  write: (tx: Parameters<typeof insertSale>[0]) => Promise<boolean>,
  window?: { startsAt: Date; endsAt: Date },
) {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await write(tx))) throw saleNotFound();
    await refreshArtistSalePrices(tx, artistId);
    if (window) await scheduleSalePriceRefreshes(tx, artistId, window);
    await ctx.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { artistId } });
  });
  return readDeals(ctx.database.db, artistId);
}

/** POST /api/me/deals/sales: a timed sale, store-wide or on chosen tracks. */
export async function createTimedSale(ctx: AppContext, input: { userId: string } & TTimedSaleFields): Promise<TDeals> {
  const { userId, ...fields } = input;
  await requireArtist(ctx.database.db, userId);
  await requireOwnTracks(ctx.database.db, userId, fields.trackIds);
  const values = valuesOf(fields);
  return writeSale(
    ctx,
    userId,
    async (tx) => {
      await insertSale(tx, userId, values);
      return true;
    },
    values,
  );
}

/** PUT /api/me/deals/sales/:id: the artist's sale changed. */
export async function updateTimedSale(ctx: AppContext, input: { userId: string; id: string } & TTimedSaleFields) {
  const { userId, id, ...fields } = input;
  await requireArtist(ctx.database.db, userId);
  await requireOwnTracks(ctx.database.db, userId, fields.trackIds);
  const values = valuesOf(fields);
  return writeSale(ctx, userId, (tx) => updateOwnSale(tx, userId, id, values), values);
}

/** DELETE /api/me/deals/sales/:id: the sale is called off. */
export async function removeTimedSale(ctx: AppContext, input: { userId: string; id: string }): Promise<TDeals> {
  await requireArtist(ctx.database.db, input.userId);
  return writeSale(ctx, input.userId, (tx) => deleteOwnSale(tx, input.userId, input.id));
}
