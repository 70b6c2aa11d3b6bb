import { QUEUE_MESSAGES, type TAppealDecisionInput } from '@beatpasal/shared/schemas/admin-queues';
import type { AppContext } from '../../../context';
import { findUserEmail } from '../../../db/repositories/moderation-repository';
import {
  countActiveStrikes,
  decideAppeal as saveDecision,
  findStrikeForUpdate,
} from '../../../db/repositories/strikes-repository';
import { AppError } from '../../../errors/app-error';
import type { TAdminActor } from '../../admin/admin-actor';
import { mailAppealDecided } from '../moderation-mails';
import { recordAudit } from '../../admin/record-audit';

/**
 * POST /api/admin/strikes/:id/appeal: uphold or withdraw an appealed warning, once; a withdrawn
 * warning no longer counts. The person is e-mailed the note; one transaction with the audit entry.
 */
export async function decideAppeal(
  ctx: AppContext,
  actor: TAdminActor,
  input: { strikeId: string } & TAppealDecisionInput,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const strike = await findStrikeForUpdate(tx, input.strikeId);
    if (!strike?.appeal) throw new AppError('NOT_FOUND', { userMessage: QUEUE_MESSAGES.appealNotFound });
    if (strike.decidedAt) throw new AppError('CONFLICT', { userMessage: QUEUE_MESSAGES.appealDecided });
    const activeBefore = await countActiveStrikes(tx, strike.userId);
    await saveDecision(tx, strike.id, input.decision, input.reason);
    await recordAudit(tx, actor, {
      action: input.decision === 'withdrawn' ? 'strike.withdraw' : 'strike.uphold',
      targetType: 'strike',
      targetId: strike.id,
      reason: input.reason,
      before: { appealDecision: null, activeStrikes: activeBefore },
      after: { appealDecision: input.decision, activeStrikes: await countActiveStrikes(tx, strike.userId) },
    });
    const email = await findUserEmail(tx, strike.userId);
    if (email)
      await mailAppealDecided(tx, {
        to: email,
        publicUrl: ctx.env.PUBLIC_URL,
        reason: input.reason,
        actionId: strike.id,
        isWithdrawn: input.decision === 'withdrawn',
      });
  });
  ctx.worker.notify();
}
