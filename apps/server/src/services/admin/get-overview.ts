import { OVERVIEW_WEEKS, type TAdminOverview } from '@beatpasal/shared/schemas/admin-queues';
import type { Queryable } from '../../db/client';
import {
  countPerWeek,
  countPurchasesByState,
  countQueues,
  type TWeekCount,
} from '../../db/repositories/overview-repository';

const DAY_MS = 24 * 3600 * 1000;

/** Mondays (UTC) of the last `weeks` weeks, oldest first, as YYYY-MM-DD. */
export function lastMondays(now: Date, weeks: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, index) =>
    new Date(monday - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

const valueOf = (rows: TWeekCount[]) => new Map(rows.map((row) => [row.week, Number(row.value)]));

/** GET /api/admin/overview: queue counts, the last weeks' new accounts, tracks and sales, and purchases by state. */
export async function getOverview(q: Queryable, now = new Date()): Promise<TAdminOverview> {
  const weeks = lastMondays(now, OVERVIEW_WEEKS);
  const since = new Date(`${weeks[0]}T00:00:00Z`);
  const [counts, users, tracks, sales, purchasesByState] = await Promise.all([
    countQueues(q),
    countPerWeek(q, 'newUsers', since).then(valueOf),
    countPerWeek(q, 'newTracks', since).then(valueOf),
    countPerWeek(q, 'salesNpr', since).then(valueOf),
    countPurchasesByState(q),
  ]);
  return {
    counts,
    weeks: weeks.map((week) => ({
      week,
      newUsers: users.get(week) ?? 0,
      newTracks: tracks.get(week) ?? 0,
      salesNpr: sales.get(week) ?? 0,
    })),
    purchasesByState,
  };
}
