import { AUDIT_PAGE_SIZE, type TAuditPage, type TAuditQuery } from '@beatpasal/shared/schemas/admin';
import type { Queryable } from '../../db/client';
import { listAuditEntries } from '../../db/repositories/audit-log-repository';

/** GET /api/admin/audit: newest first, filtered by action, target or actor; keyset pages by id. */
export async function listAuditLog(q: Queryable, query: TAuditQuery): Promise<TAuditPage> {
  const rows = await listAuditEntries(q, query, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
