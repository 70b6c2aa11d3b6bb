import type { Queryable } from '../../db/client';
import { enqueueJob } from '../../jobs/enqueue-job';

export const DAILY_DIGEST_JOB = 'notifications.daily-digest';
export const CLEAN_UP_NOTIFICATIONS_JOB = 'notifications.clean-up';

/** Nepal keeps +05:45 all year: a day there is a fixed UTC window. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The digest of a day goes out at 07:00 the next morning, Nepal time. */
const DIGEST_HOUR = 7;
const CLEAN_UP_HOUR = 3;

/** The Nepal calendar day (YYYY-MM-DD) an instant falls on. */
export function nepalDayOf(at: Date): string {
  return new Date(at.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC window [from, to) of a Nepal day. */
export function nepalDayWindow(day: string): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${day}T00:00:00.000Z`) - NEPAL_OFFSET_MS);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

const nextDayAt = (day: string, hour: number) => new Date(nepalDayWindow(day).to.getTime() + hour * 60 * 60 * 1000);

/**
 * The day's digest and clean-up, each one job per day whatever adds it (the key): a day on which
 * nothing was notified needs neither, so nothing runs on a quiet site.
 */
export async function scheduleNotificationDay(q: Queryable, at: Date): Promise<void> {
  const day = nepalDayOf(at);
  await enqueueJob(
    q,
    DAILY_DIGEST_JOB,
    { day },
    { dedupeKey: `${DAILY_DIGEST_JOB}:${day}`, runAt: nextDayAt(day, DIGEST_HOUR) },
  );
  await enqueueJob(
    q,
    CLEAN_UP_NOTIFICATIONS_JOB,
    { day },
    { dedupeKey: `${CLEAN_UP_NOTIFICATIONS_JOB}:${day}`, runAt: nextDayAt(day, CLEAN_UP_HOUR) },
  );
}
