import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { lockArtistSalePercents, refreshSalePercents } from '../../db/repositories/sale-prices-repository';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { JobHandler } from '../../jobs/job-queue';
import { CATALOGUE_CHANGED_EVENT, type EventBus } from '../../realtime/event-bus';

export const REFRESH_SALE_PRICES_JOB = 'deals.refresh-sale-prices';

/**
 * Brings the artist's tracks (or only `trackIds`) to the price in force now, inside the caller's
 * transaction, after the writes it makes (a sale, a new track); returns how many tracks changed.
 */
export async function refreshArtistSalePrices(
  q: Queryable,
  artistId: string,
  trackIds?: readonly string[],
): Promise<number> {
  await lockArtistSalePercents(q, artistId);
  return refreshSalePercents(q, artistId, trackIds);
}

/**
 * A job at each bound of the window still to come. The jobs carry only the artist: each reads the
 * sales as they are when it runs, so one left waiting by an edited or removed sale changes nothing,
 * and two sales sharing a bound share its job (the key).
 */
export async function scheduleSalePriceRefreshes(
  q: Queryable,
  artistId: string,
  window: { startsAt: Date; endsAt: Date },
): Promise<void> {
  for (const runAt of [window.startsAt, window.endsAt]) {
    if (runAt.getTime() <= Date.now()) continue;
    const dedupeKey = `${REFRESH_SALE_PRICES_JOB}:${artistId}:${runAt.toISOString()}`;
    await enqueueJob(q, REFRESH_SALE_PRICES_JOB, { artistId }, { dedupeKey, runAt });
  }
}

/** Refreshes one artist in a transaction of its own and drops every instance's cached lists when a price moved. */
export async function refreshArtistInOwnTransaction(deps: { database: Database; events: EventBus }, artistId: string) {
  return deps.database.db.transaction(async (tx) => {
    const changed = await refreshArtistSalePrices(tx, artistId);
    if (changed > 0) await deps.events.announce(tx, { type: CATALOGUE_CHANGED_EVENT, data: { artistId } });
    return changed;
  });
}

const ZPayload = z.object({ artistId: z.string().min(1) });

/**
 * Job `deals.refresh-sale-prices` `{ artistId }`, due when one of the artist's sales starts or ends.
 * Late or twice, it finds the prices as the clock says they are now; the repair sweep covers one lost.
 */
export function createRefreshSalePricesHandler(deps: {
  database: Database;
  events: EventBus;
  log: FastifyBaseLogger;
}): JobHandler {
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success)
      return deps.log.error({ payload }, `${REFRESH_SALE_PRICES_JOB} job without an artist; dropped`);
    const changed = await refreshArtistInOwnTransaction(deps, parsed.data.artistId);
    if (changed > 0) deps.log.info({ artistId: parsed.data.artistId, changed }, 'sale prices moved with the clock');
  };
}
