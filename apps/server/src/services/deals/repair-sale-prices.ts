import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import { listArtistsToRepair } from '../../db/repositories/sale-prices-repository';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { JobHandler } from '../../jobs/job-queue';
import type { EventBus } from '../../realtime/event-bus';
import { refreshArtistInOwnTransaction } from './refresh-sale-prices';

export const REPAIR_SALE_PRICES_JOB = 'deals.repair-sale-prices';
/** A lost or dead refresh job leaves a price wrong for at most this long. */
export const REPAIR_SALE_PRICES_EVERY_MS = 60 * 60 * 1000;
/** Retried (backoff capped at an hour) rather than left dead: the sweep's chain must not end. */
const REPAIR_MAX_ATTEMPTS = 1000;

/**
 * Schedules a sweep at `runAt`. Every instance's chain of sweeps lands on the same key per slot, so
 * a site runs one sweep an hour however many instances it has.
 */
export async function scheduleSalePriceRepair(q: Queryable, runAt: Date, key = runAt.toISOString()): Promise<void> {
  const dedupeKey = `${REPAIR_SALE_PRICES_JOB}:${key}`;
  await enqueueJob(q, REPAIR_SALE_PRICES_JOB, {}, { dedupeKey, runAt, maxAttempts: REPAIR_MAX_ATTEMPTS });
}

/** The start of the next slot of the sweep's period after `at`. */
export function nextRepairAt(at: Date): Date {
  return new Date((Math.floor(at.getTime() / REPAIR_SALE_PRICES_EVERY_MS) + 1) * REPAIR_SALE_PRICES_EVERY_MS);
}

/**
 * Job `deals.repair-sale-prices` (decision 095): refreshes every artist whose prices may be wrong (a
 * sale on, or a track still marked on sale), each in its own short transaction, then schedules the
 * next sweep. Run at every start and each hour, so no lost job leaves a price wrong for longer.
 */
export function createRepairSalePricesHandler(deps: {
  database: Database;
  events: EventBus;
  log: FastifyBaseLogger;
}): JobHandler {
  return async () => {
    let repaired = 0;
    for (const artistId of await listArtistsToRepair(deps.database.db)) {
      repaired += await refreshArtistInOwnTransaction(deps, artistId);
    }
    if (repaired > 0)
      deps.log.info({ repaired }, 'sale prices repaired: a refresh job was missed, late or not yet due');
    await scheduleSalePriceRepair(deps.database.db, nextRepairAt(new Date()));
  };
}
