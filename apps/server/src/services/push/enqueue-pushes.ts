import type { Tx } from '../../db/client';
import type { TNotificationView } from '../../db/repositories/notifications-repository';
import { listPushSubscriptionsOf } from '../../db/repositories/push-subscriptions-repository';
import { enqueueJob } from '../../jobs/enqueue-job';
import { takersOfPush } from './push-choices';

export const SEND_PUSH_JOB = 'notifications.push';
/** A push service that keeps failing is tried 8 times over about 4 minutes (2 s, 4 s… 128 s apart), then given up. */
export const SEND_PUSH_MAX_ATTEMPTS = 8;

/**
 * One job per notification and device of each person who takes its kind by push (decision 083),
 * so a device that fails is retried alone: the others are not pushed twice and the e-mail is not
 * held up. The key makes a delivery job run twice enqueue nothing new.
 */
export async function enqueuePushes(tx: Tx, views: readonly TNotificationView[]): Promise<void> {
  const unread = views.filter((view) => view.readAt === null);
  for (const kind of new Set(unread.map((view) => view.kind))) {
    const ofKind = unread.filter((view) => view.kind === kind);
    const takers = new Set(await takersOfPush(tx, [...new Set(ofKind.map((view) => view.userId))], kind));
    const devices = await listPushSubscriptionsOf(tx, [...takers]);
    for (const view of ofKind.filter((candidate) => takers.has(candidate.userId))) {
      for (const device of devices.filter((row) => row.userId === view.userId)) {
        await enqueueJob(
          tx,
          SEND_PUSH_JOB,
          { notificationId: view.id, subscriptionId: device.id },
          { dedupeKey: `${SEND_PUSH_JOB}:${view.id}:${device.id}`, maxAttempts: SEND_PUSH_MAX_ATTEMPTS },
        );
      }
    }
  }
}
