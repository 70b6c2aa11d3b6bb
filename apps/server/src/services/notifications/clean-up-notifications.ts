import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_RETENTION_DAYS } from '@beatpasal/shared/notification-kinds';
import type { Database } from '../../db/client';
import { deleteNotificationsBefore } from '../../db/repositories/notifications-repository';
import type { JobHandler } from '../../jobs/job-queue';

/** Rows deleted per statement: short locks and short transactions, however much is due. */
export const CLEAN_UP_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Job `notifications.clean-up`: deletes notifications older than 90 days, a batch per statement
 * until none is left. Running it again finds nothing to delete.
 */
export function createCleanUpNotificationsHandler(deps: {
  database: Database;
  log: FastifyBaseLogger;
  batchSize?: number;
}): JobHandler {
  const batchSize = deps.batchSize ?? CLEAN_UP_BATCH;
  return async () => {
    const cutoff = new Date(Date.now() - NOTIFICATION_RETENTION_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const deleted = await deleteNotificationsBefore(deps.database.db, cutoff, batchSize);
      total += deleted;
      if (deleted < batchSize) break;
    }
    if (total > 0) deps.log.info({ deleted: total }, 'old notifications deleted');
  };
}
