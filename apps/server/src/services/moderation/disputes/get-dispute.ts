import { SIGNED_LINK_SECONDS } from '@beatpasal/shared/constants';
import { DISPUTE_MESSAGES_SHOWN, TRUST_MESSAGES, type TDisputeDetail } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { findDisputeView, listPairMessages } from '../../../db/repositories/disputes-repository';
import { AppError } from '../../../errors/app-error';
import { presentDisputeSummary } from './present-dispute';

export const disputeNotFound = () => new AppError('NOT_FOUND', { userMessage: TRUST_MESSAGES.disputeNotFound });

/**
 * GET /api/admin/disputes/:id: the purchase with its licence snapshot, the proof screenshot
 * through a signed private link (an hour, like the parties' own), the transaction id, the
 * rejection and refund, and the newest messages the two wrote each other.
 */
export async function getDispute(ctx: AppContext, input: { disputeId: string }): Promise<TDisputeDetail> {
  const { db } = ctx.database;
  const view = await findDisputeView(db, input.disputeId);
  if (!view) throw disputeNotFound();
  const { dispute, purchase } = view;
  const messages = await listPairMessages(
    db,
    { buyerId: purchase.buyerId, artistId: purchase.artistId },
    DISPUTE_MESSAGES_SHOWN,
  );
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    ...presentDisputeSummary(view),
    message: dispute.message,
    decisionNote: dispute.decisionNote,
    decidedAt: iso(dispute.decidedAt),
    purchase: {
      status: purchase.status,
      licenceKind: purchase.licenceKind,
      priceNpr: purchase.priceNpr,
      licenceTerms: purchase.licenceTerms,
      leaseDays: purchase.leaseDays,
      streamCap: purchase.streamCap,
      deliverables: purchase.deliverables,
      walletLabel: purchase.walletLabel,
      walletTransactionId: purchase.walletTransactionId,
      submittedAt: iso(purchase.submittedAt),
      decidedAt: iso(purchase.decidedAt),
      rejectionReason: purchase.rejectionReason,
      rejectionNote: purchase.rejectionNote,
      refundNpr: purchase.refundNpr,
      refundConfirmedAt: iso(purchase.refundConfirmedAt),
      screenshotUrl: purchase.screenshotKey
        ? await ctx.storage.signedUrl(purchase.screenshotKey, { expiresIn: SIGNED_LINK_SECONDS })
        : null,
    },
    messages: messages.reverse().map((m) => ({
      id: m.id,
      from: m.senderId === purchase.buyerId ? ('buyer' as const) : ('artist' as const),
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
