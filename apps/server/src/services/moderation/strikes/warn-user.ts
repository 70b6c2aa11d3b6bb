import type { TModerationAction } from '@beatpasal/shared/schemas/admin';
import { TRUST_MESSAGES } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { findUserEmail } from '../../../db/repositories/moderation-repository';
import { insertStrike } from '../../../db/repositories/strikes-repository';
import { AppError } from '../../../errors/app-error';
import type { TAdminActor } from '../../admin/admin-actor';
import { mailStrike } from '../moderation-mails';
import { recordAudit } from '../../admin/record-audit';
import { closeAnsweredReport } from '../reports/require-open-report';

/** POST /api/admin/users/:userId/warn: a strike with its reason, linked to the report it answers; the person is e-mailed. */
export async function warnUser(
  ctx: AppContext,
  actor: TAdminActor,
  input: { userId: string } & TModerationAction,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const email = await findUserEmail(tx, input.userId);
    if (!email) throw new AppError('NOT_FOUND', { userMessage: TRUST_MESSAGES.accountNotFound });
    const report = await closeAnsweredReport(tx, input.reportId, { subjectUserId: input.userId });
    const strike = await insertStrike(tx, { userId: input.userId, reportId: report?.id ?? null, reason: input.reason });
    await recordAudit(tx, actor, {
      action: 'user.warn',
      targetType: 'user',
      targetId: input.userId,
      reason: input.reason,
      before: report ? { reportId: report.id, reportStatus: report.status } : null,
      after: { strikeId: strike.id, ...(report && { reportStatus: 'actioned' }) },
    });
    await mailStrike(tx, { to: email, publicUrl: ctx.env.PUBLIC_URL, reason: input.reason, actionId: strike.id });
  });
  ctx.worker.notify();
}
