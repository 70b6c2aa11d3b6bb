import type { FastifyBaseLogger } from 'fastify';
import type { VapidKeys } from '../../config/load-vapid-keys';
import type { Database } from '../../db/client';
import type { JobWorker } from '../../jobs/job-worker';
import type { EventBus } from '../../realtime/event-bus';
import { createCleanUpNotificationsHandler } from './clean-up-notifications';
import { DELIVER_NOTIFICATIONS_JOB } from './create-notifications';
import { createDeliverNotificationsHandler } from './deliver-notifications';
import { CLEAN_UP_NOTIFICATIONS_JOB, DAILY_DIGEST_JOB } from './notification-days';
import { createDailyDigestHandler } from './send-daily-digest';
import { SEND_PUSH_JOB } from '../push/enqueue-pushes';
import { createSendPushHandler } from '../push/send-push';

/** The notification jobs on this instance's worker: delivery, pushes, the daily digest, the 90-day clean-up. */
export function registerNotificationJobs(
  worker: Pick<JobWorker, 'register'>,
  deps: {
    database: Database;
    events: EventBus;
    log: FastifyBaseLogger;
    publicUrl: string;
    secret: string;
    vapid: VapidKeys;
  },
): void {
  worker.register(DELIVER_NOTIFICATIONS_JOB, createDeliverNotificationsHandler(deps));
  worker.register(SEND_PUSH_JOB, createSendPushHandler(deps));
  worker.register(DAILY_DIGEST_JOB, createDailyDigestHandler(deps));
  worker.register(CLEAN_UP_NOTIFICATIONS_JOB, createCleanUpNotificationsHandler(deps));
}
