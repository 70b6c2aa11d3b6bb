import {
  disputeReasonsFor,
  TRUST_MESSAGES,
  type TDisputeReason,
  type TOpenDispute,
} from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { findLatestDispute, insertDispute } from '../../../db/repositories/disputes-repository';
import { isUniqueViolation } from '../../../db/repositories/postgres-errors';
import { findOwnPurchase } from '../../../db/repositories/purchases-repository';
import { AppError } from '../../../errors/app-error';
import { purchaseNotFound, requireBuyer } from '../../purchases/purchase-access';
import type { TMessage } from '@beatpasal/shared/message-keys';

const WHY_NOT: Record<TDisputeReason, TMessage> = {
  not_approved: TRUST_MESSAGES.disputeTooEarly,
  rejected_without_refund: TRUST_MESSAGES.disputeNotRejected,
  closed_without_refund: TRUST_MESSAGES.disputeNotClosedPaid,
  wrong_file: TRUST_MESSAGES.disputeNotApproved,
};

/**
 * POST /api/purchases/:id/dispute by its buyer: not approved after 3 days pending, rejected
 * without refund (or refund not received), closed by another buyer's exclusive sale after the
 * proof was in (decision 066), or a wrong file after approval. One open dispute per
 * purchase (a unique index settles two at once). It goes to the administrators' queue.
 */
export async function openDispute(
  ctx: AppContext,
  input: { userId: string; purchaseId: string } & TOpenDispute,
): Promise<{ id: string }> {
  const { db } = ctx.database;
  await requireBuyer(db, input.userId);
  const row = await findOwnPurchase(db, input.purchaseId, { buyerId: input.userId });
  if (!row) throw purchaseNotFound();
  if (!disputeReasonsFor(row, new Date()).includes(input.reason)) {
    throw new AppError('CONFLICT', {
      userMessage: WHY_NOT[input.reason],
      fieldErrors: { reason: WHY_NOT[input.reason] },
    });
  }
  if ((await findLatestDispute(db, row.id))?.status === 'open') throw alreadyOpen();
  try {
    const dispute = await insertDispute(db, {
      purchaseId: row.id,
      buyerId: row.buyerId,
      artistId: row.artistId,
      reason: input.reason,
      message: input.message,
    });
    return { id: dispute.id };
  } catch (error) {
    if (isUniqueViolation(error, 'disputes_one_open_idx')) throw alreadyOpen();
    throw error;
  }
}

const alreadyOpen = () => new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.disputeAlreadyOpen });
