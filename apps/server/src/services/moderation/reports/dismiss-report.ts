import { REPORT_MESSAGES, type TAdminReason } from '@beatpasal/shared/schemas/admin';
import type { AppContext } from '../../../context';
import { closeReport, findReportForUpdate } from '../../../db/repositories/reports-repository';
import { AppError } from '../../../errors/app-error';
import type { TAdminActor } from '../../admin/admin-actor';
import { recordAudit } from '../../admin/record-audit';

/** POST /api/admin/reports/:id/dismiss: closes an open report without action. */
export async function dismissReport(
  ctx: AppContext,
  actor: TAdminActor,
  input: { reportId: string } & TAdminReason,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const report = await findReportForUpdate(tx, input.reportId);
    if (!report) throw new AppError('NOT_FOUND', { userMessage: REPORT_MESSAGES.reportNotFound });
    if (!(await closeReport(tx, report.id, 'dismissed')))
      throw new AppError('CONFLICT', { userMessage: REPORT_MESSAGES.alreadyClosed });
    await recordAudit(tx, actor, {
      action: 'report.dismiss',
      targetType: 'report',
      targetId: report.id,
      reason: input.reason,
      before: { status: report.status },
      after: { status: 'dismissed' },
    });
  });
}
