import { and, desc, eq, sql } from 'drizzle-orm';
import type { TReportTarget } from '@beatpasal/shared/schemas/admin';
import type { Queryable } from '../client';
import { reports } from '../schema/admin';
import { users } from '../schema/auth';

export type TNewReport = typeof reports.$inferInsert;
export type TReportRow = typeof reports.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stores the report unless this reporter already reported this target; true when it is new. */
export async function insertReport(q: Queryable, values: TNewReport): Promise<boolean> {
  const rows = await q
    .insert(reports)
    .values(values)
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId] })
    .returning({ id: reports.id });
  return rows.length > 0;
}

/**
 * The person a report is about, found only among what the reporter may see: a track not deleted,
 * an artist's profile, a conversation or purchase the reporter takes part in. Null otherwise.
 */
export async function findReportSubject(
  q: Queryable,
  reporterId: string,
  type: TReportTarget,
  targetId: string,
): Promise<string | null> {
  if (type !== 'profile' && !UUID.test(targetId)) return null;
  const queries = {
    track: sql`select artist_id as subject from tracks where id = ${targetId}::uuid and deleted_at is null`,
    profile: sql`select id as subject from profiles where id = ${targetId} and role = 'artist'`,
    conversation: sql`select case when buyer_id = ${reporterId} then artist_id else buyer_id end as subject
      from conversations where id = ${targetId}::uuid and ${reporterId} in (buyer_id, artist_id)`,
    purchase: sql`select case when buyer_id = ${reporterId} then artist_id else buyer_id end as subject
      from purchases where id = ${targetId}::uuid and ${reporterId} in (buyer_id, artist_id)`,
  };
  const result = await q.execute(queries[type]);
  const row = result.rows[0] as { subject?: string } | undefined;
  return row?.subject ?? null;
}

const targetLabel = sql<string | null>`case ${reports.targetType}
  when 'track' then (select t.title from tracks t where t.id = ${reports.targetId}::uuid)
  when 'profile' then (select p.username from profiles p where p.id = ${reports.targetId})
  else ${reports.targetId} end`;
const isTargetHidden = sql<boolean>`coalesce(case ${reports.targetType}
  when 'track' then (select t.is_hidden from tracks t where t.id = ${reports.targetId}::uuid)
  end, false)`;

export interface TReportQueueRow extends TReportRow {
  targetLabel: string | null;
  isTargetHidden: boolean;
  reporterEmail: string;
  subjectEmail: string;
}

/** Newest first, a keyset page by (created_at, id) on reports_status_idx. */
export async function listReportQueue(
  q: Queryable,
  page: { status: TReportRow['status']; after: { createdAt: string; id: string } | null; limit: number },
): Promise<TReportQueueRow[]> {
  const reporter = sql`(select u.email from users u where u.id = ${reports.reporterId})`;
  return q
    .select({
      ...reportColumns,
      targetLabel,
      isTargetHidden,
      reporterEmail: sql<string>`${reporter}`,
      subjectEmail: users.email,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.subjectUserId))
    .where(
      and(
        eq(reports.status, page.status),
        page.after
          ? sql`(${reports.createdAt}, ${reports.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit);
}

const reportColumns = {
  id: reports.id,
  reporterId: reports.reporterId,
  targetType: reports.targetType,
  targetId: reports.targetId,
  subjectUserId: reports.subjectUserId,
  reason: reports.reason,
  details: reports.details,
  evidenceKey: reports.evidenceKey,
  snapshot: reports.snapshot,
  status: reports.status,
  createdAt: reports.createdAt,
  closedAt: reports.closedAt,
};

export async function findReportForUpdate(q: Queryable, id: string): Promise<TReportRow | null> {
  const [row] = await q.select().from(reports).where(eq(reports.id, id)).for('update');
  return row ?? null;
}

/** Closes one open report; false when it was already closed. */
export async function closeReport(q: Queryable, id: string, status: 'actioned' | 'dismissed'): Promise<boolean> {
  const rows = await q
    .update(reports)
    .set({ status, closedAt: sql`now()` })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length > 0;
}
