import { REPORT_MESSAGES } from '@beatpasal/shared/schemas/admin';
import type { Queryable } from '../../../db/client';
import { closeReport, findReportForUpdate, type TReportRow } from '../../../db/repositories/reports-repository';
import { AppError } from '../../../errors/app-error';

const reportNotFound = () => new AppError('NOT_FOUND', { userMessage: REPORT_MESSAGES.reportNotFound });

/**
 * The report an action answers, when one is named: it must be about this person (and this target
 * when given). An open one is closed as actioned in the action's transaction; a closed one stays
 * as it is (a second action on the same report, e.g. hide and then warn, links to it too).
 */
export async function closeAnsweredReport(
  tx: Queryable,
  reportId: string | undefined,
  about: { subjectUserId: string; targetId?: string },
): Promise<TReportRow | null> {
  if (!reportId) return null;
  const report = await findReportForUpdate(tx, reportId);
  if (!report || report.subjectUserId !== about.subjectUserId || (about.targetId && report.targetId !== about.targetId))
    throw reportNotFound();
  await closeReport(tx, report.id, 'actioned');
  return report;
}
