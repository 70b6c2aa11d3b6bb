import { owesRefund, TRUST_MESSAGES, type TDecideDispute } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { findDisputeView, setDisputeDecision } from '../../../db/repositories/disputes-repository';
import { AppError } from '../../../errors/app-error';
import type { TAdminActor } from '../../admin/admin-actor';
import { recordAudit } from '../../admin/record-audit';
import { revokeSale } from '../../purchases/revoke-sale';
import { disputeNotFound } from './get-dispute';
import { restateBuyerRefund } from './restate-buyer-refund';
import { mailDisputeDecided } from '../dispute-and-account-mails';
import { notifyDisputeDecided } from '../../notifications/notify-people';

/**
 * POST /api/admin/disputes/:id/decide: for the buyer, for the artist, or closed, with a note
 * e-mailed to both. The update only matches an open dispute, so of two admins deciding at once
 * exactly one wins; the other gets a 409 and nothing of theirs is written. For the buyer on an
 * approved sale, the refund must be stated and the sale is revoked (decision 066: the buyer keeps
 * the agreement, marked revoked); on a rejected or closed order a stated refund replaces the old one.
 */
export async function decideDispute(
  ctx: AppContext,
  actor: TAdminActor,
  input: { disputeId: string } & TDecideDispute,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const view = await findDisputeView(tx, input.disputeId);
    if (!view) throw disputeNotFound();
    const decided = await setDisputeDecision(tx, view.dispute.id, {
      status: input.decision,
      decisionNote: input.reason,
      decidedBy: actor.userId,
    });
    if (!decided) throw new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.disputeDecided });
    const isForBuyer = input.decision === 'resolved_buyer';
    const revokes = isForBuyer && view.purchase.status === 'approved';
    if (revokes && input.refundNpr === undefined) {
      throw new AppError('BAD_REQUEST', {
        userMessage: TRUST_MESSAGES.decisionRefund,
        fieldErrors: { refundNpr: TRUST_MESSAGES.decisionRefund },
      });
    }
    await recordAudit(tx, actor, {
      action: 'dispute.decide',
      targetType: 'dispute',
      targetId: decided.id,
      reason: input.reason,
      before: { status: 'open', purchaseId: view.purchase.id },
      after: {
        status: decided.status,
        purchaseId: view.purchase.id,
        ...(input.refundNpr === undefined ? {} : { refundNpr: input.refundNpr }),
        ...(revokes ? { revoked: true } : {}),
      },
    });
    if (revokes) {
      await revokeSale(ctx, tx, {
        purchaseId: view.purchase.id,
        trackId: view.purchase.trackId,
        by: 'admin',
        refundNpr: input.refundNpr!,
        reason: input.reason,
      });
      return;
    }
    if (isForBuyer && input.refundNpr !== undefined && owesRefund(view.purchase)) {
      await restateBuyerRefund(ctx, tx, {
        purchaseId: view.purchase.id,
        refundNpr: input.refundNpr,
        note: input.reason,
        disputeId: decided.id,
        mailBuyer: false,
      });
    }
    const common = {
      publicUrl: ctx.env.PUBLIC_URL,
      reason: input.reason,
      decision: input.decision,
      referenceCode: view.purchase.referenceCode,
      trackTitle: view.trackTitle,
    };
    await mailDisputeDecided(tx, {
      ...common,
      to: view.buyer.email,
      actionId: `${decided.id}:buyer`,
      path: `/purchase/${view.purchase.id}`,
    });
    await mailDisputeDecided(tx, {
      ...common,
      to: view.artist.email,
      actionId: `${decided.id}:artist`,
      path: '/artist-dashboard',
    });
    await ctx.events.publish(tx, {
      userIds: [view.buyer.id, view.artist.id],
      type: 'purchase.updated',
      data: { purchaseId: view.purchase.id },
    });
    await notifyDisputeDecided(tx, { purchaseId: view.purchase.id, buyerId: view.buyer.id, artistId: view.artist.id });
  });
  ctx.worker.notify();
}
