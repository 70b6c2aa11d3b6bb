import { sql, type SQL } from 'drizzle-orm';
import type { TAdminOverview } from '@beatpasal/shared/schemas/admin-queues';
import { REFUND_OVERDUE_DAYS } from '@beatpasal/shared/schemas/trust';
import type { TPurchaseStatus } from '@beatpasal/shared/purchase-states';
import type { Queryable } from '../client';

export type TOverviewCounts = TAdminOverview['counts'];

const rowsOf = async <T>(q: Queryable, query: SQL) => (await q.execute(query)).rows as T[];

/** Each count is answered by an index (migrations 0012 and 0016). */
export async function countQueues(q: Queryable): Promise<TOverviewCounts> {
  const [row] = await rowsOf<TOverviewCounts>(
    q,
    sql`select
      (select count(*)::int from users) as "users",
      (select count(*)::int from tracks where deleted_at is null) as "tracks",
      (select count(*)::int from reports where status = 'open') as "openReports",
      (select count(*)::int from takedowns where status = 'pending') as "pendingTakedowns",
      (select count(*)::int from strikes where appeal is not null and decided_at is null) as "pendingAppeals",
      (select count(*)::int from contact_messages where not is_handled) as "openContact",
      (select count(*)::int from disputes where status = 'open') as "openDisputes",
      (select count(*)::int from purchases where status = 'rejected' and refund_confirmed_at is null
         and decided_at <= now() - make_interval(days => ${REFUND_OVERDUE_DAYS})) as "overdueRefunds"`,
  );
  return row!;
}

export interface TWeekCount {
  week: string;
  value: number;
}

const byWeek = (column: SQL) => sql`to_char(date_trunc('week', ${column}, 'UTC'), 'YYYY-MM-DD')`;

/** Range scans on users_created_idx, tracks_created_idx and purchases_status_created_idx. */
export const WEEKLY_QUERIES = {
  newUsers: (since: Date) =>
    sql`select ${byWeek(sql`created_at`)} as week, count(*)::int as value from users where created_at >= ${since.toISOString()}::timestamptz group by 1`,
  newTracks: (since: Date) =>
    sql`select ${byWeek(sql`created_at`)} as week, count(*)::int as value from tracks where created_at >= ${since.toISOString()}::timestamptz group by 1`,
  salesNpr: (since: Date) =>
    sql`select ${byWeek(sql`created_at`)} as week, coalesce(sum(price_npr), 0)::int as value from purchases
      where status = 'approved' and created_at >= ${since.toISOString()}::timestamptz group by 1`,
};

export async function countPerWeek(
  q: Queryable,
  series: keyof typeof WEEKLY_QUERIES,
  since: Date,
): Promise<TWeekCount[]> {
  return rowsOf<TWeekCount>(q, WEEKLY_QUERIES[series](since));
}

export async function countPurchasesByState(q: Queryable): Promise<Array<{ status: TPurchaseStatus; count: number }>> {
  return rowsOf(q, sql`select status, count(*)::int as count from purchases group by status order by status`);
}
