import type { Tx } from '../../db/client';
import { insertNotifications, type NewNotification } from '../../db/repositories/notifications-repository';
import { enqueueJob } from '../../jobs/enqueue-job';
import { scheduleNotificationDay } from './notification-days';

export const DELIVER_NOTIFICATIONS_JOB = 'notifications.deliver';

/**
 * Writes notifications in the transaction of what caused them, as one multi-row insert, and one
 * delivery job for them (the live event and the e-mails at once; Web Push joins there), so they
 * exist and are delivered if and only if the cause commits. Returns the ids inserted.
 */
export async function createNotifications(tx: Tx, rows: readonly NewNotification[]): Promise<string[]> {
  const inserted = await insertNotifications(tx, rows);
  if (inserted.length === 0) return [];
  const ids = inserted.map((row) => row.id);
  await enqueueJob(tx, DELIVER_NOTIFICATIONS_JOB, { ids }, { dedupeKey: `${DELIVER_NOTIFICATIONS_JOB}:${ids[0]}` });
  await scheduleNotificationDay(tx, new Date());
  return ids;
}
