import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { TAuditQuery } from '@beatpasal/shared/schemas/admin';
import type { Queryable } from '../client';
import { auditLog } from '../schema/admin';

export type TAuditRow = typeof auditLog.$inferSelect;
export type TNewAuditRow = typeof auditLog.$inferInsert;

/** The log has no update or delete here on purpose: the table refuses both (migration 0012). */
export async function insertAuditEntry(q: Queryable, entry: TNewAuditRow): Promise<void> {
  await q.insert(auditLog).values(entry);
}

/** Newest first, `limit` rows older than `before`; every filter is served by an index ending in id. */
export async function listAuditEntries(q: Queryable, query: TAuditQuery, limit: number): Promise<TAuditRow[]> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  if (query.before) filters.push(lt(auditLog.id, query.before));
  return q
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
