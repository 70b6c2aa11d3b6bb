import { ADMIN_MESSAGES, REPORT_PAGE_SIZE, type TReportPage, type TReportsQuery } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../context';
import { listReportQueue } from '../../db/repositories/reports-repository';
import { AppError } from '../../errors/app-error';

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([0-9a-f-]{36})$/;
/** Evidence is read by administrators a while after it arrives. */
const EVIDENCE_LINK_SECONDS = 3600;

function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const match = CURSOR.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1]!))) throw new AppError('BAD_REQUEST', { userMessage: ADMIN_MESSAGES.badCursor });
  return { createdAt: match[1]!, id: match[2]! };
}

/** GET /api/admin/reports: the queue of one status, newest first; evidence through a signed link. */
export async function listReports(ctx: AppContext, query: TReportsQuery): Promise<TReportPage> {
  const rows = await listReportQueue(ctx.database.db, { status: query.status, after: parseCursor(query.cursor), limit: REPORT_PAGE_SIZE + 1 });
  const page = rows.slice(0, REPORT_PAGE_SIZE);
  const reports = await Promise.all(
    page.map(async (row) => ({
      id: row.id,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      isTargetHidden: row.isTargetHidden,
      subjectUserId: row.subjectUserId,
      subjectEmail: row.subjectEmail,
      reporterEmail: row.reporterEmail,
      reason: row.reason,
      details: row.details,
      evidenceUrl: row.evidenceKey ? await ctx.storage.signedUrl(row.evidenceKey, { expiresIn: EVIDENCE_LINK_SECONDS }) : null,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  );
  const last = page.at(-1);
  return { reports, nextCursor: rows.length > REPORT_PAGE_SIZE && last ? `${last.createdAt.toISOString()}|${last.id}` : null };
}
