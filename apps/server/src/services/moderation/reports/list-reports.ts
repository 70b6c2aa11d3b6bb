import {
  ADMIN_MESSAGES,
  REPORT_PAGE_SIZE,
  type TReportPage,
  type TReportsQuery,
} from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../../context';
import { listReportQueue } from '../../../db/repositories/reports-repository';
import { nextQueueCursor, parseQueueCursor } from '../../admin/queue-cursor';

/** Evidence is read by administrators a while after it arrives. */
const EVIDENCE_LINK_SECONDS = 3600;

/** GET /api/admin/reports: the queue of one status, newest first; evidence through a signed link. */
export async function listReports(ctx: AppContext, query: TReportsQuery): Promise<TReportPage> {
  const rows = await listReportQueue(ctx.database.db, {
    status: query.status,
    after: parseQueueCursor(query.cursor, ADMIN_MESSAGES.badCursor),
    limit: REPORT_PAGE_SIZE + 1,
  });
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
      evidenceUrl: row.evidenceKey
        ? await ctx.storage.signedUrl(row.evidenceKey, { expiresIn: EVIDENCE_LINK_SECONDS })
        : null,
      messages: row.snapshot?.map(({ senderId, body, createdAt }) => ({ senderId, body, createdAt })) ?? null,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  );
  const last = page.at(-1);
  return { reports, nextCursor: nextQueueCursor(rows.length > REPORT_PAGE_SIZE, last) };
}
