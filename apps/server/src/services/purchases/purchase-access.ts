import {
  findTransition,
  type TPurchaseActor,
  type TPurchaseEvent,
  type TPurchaseStatus,
  type TPurchaseTransition,
} from '@beatpasal/shared/purchase-states';
import { PAID_SALE_MESSAGES } from '@beatpasal/shared/schemas/paid-sales';
import { PURCHASE_MESSAGES } from '@beatpasal/shared/schemas/purchases';
import { TRUST_MESSAGES } from '@beatpasal/shared/schemas/trust';
import type { Queryable } from '../../db/client';
import { isAnyPartySuspended } from '../../db/repositories/account-states-repository';
import { AppError } from '../../errors/app-error';
import { requireRole, type TRoleProfile } from '../accounts/require-role';
import type { TMessage } from '@beatpasal/shared/message-keys';

/** 'Purchase record not found.': a missing purchase and someone else's look the same. */
export function purchaseNotFound(): AppError {
  return new AppError('NOT_FOUND', { userMessage: PURCHASE_MESSAGES.notFound });
}

export async function requireBuyer(q: Queryable, userId: string): Promise<TRoleProfile> {
  return requireRole(q, userId, 'buyer', { wrongRoleMessage: PURCHASE_MESSAGES.artistBuy });
}

export async function requireSeller(q: Queryable, userId: string): Promise<TRoleProfile> {
  return requireRole(q, userId, 'artist', { wrongRoleMessage: PURCHASE_MESSAGES.sellerOnly });
}

const REFUSALS: Record<TPurchaseEvent, TMessage> = {
  submit_proof: PURCHASE_MESSAGES.alreadySubmitted,
  approve: PURCHASE_MESSAGES.cannotApprove,
  reject: PURCHASE_MESSAGES.cannotReject,
  revoke: PURCHASE_MESSAGES.cannotReject,
  close_sold: PURCHASE_MESSAGES.closed,
  expire: PURCHASE_MESSAGES.closed,
};

/** The row of the state table for this move, or a 409 that says why the purchase cannot make it. */
export function requireTransition(
  from: TPurchaseStatus,
  event: TPurchaseEvent,
  who: TPurchaseActor,
): TPurchaseTransition {
  const transition = findTransition(from, event, who);
  if (transition) return transition;
  const userMessage =
    from === 'expired'
      ? PURCHASE_MESSAGES.expired
      : from === 'closed'
        ? PURCHASE_MESSAGES.closed
        : from === 'approved' && event === 'reject'
          ? PAID_SALE_MESSAGES.approvedStaysPaid
          : REFUSALS[event];
  throw new AppError('CONFLICT', { userMessage, message: `purchase ${from} cannot ${event} (${who})` });
}

/** A purchase whose buyer or artist is suspended is frozen (decision 031): no move, no download, until restored. */
export async function requireNotFrozen(q: Queryable, row: { buyerId: string; artistId: string }): Promise<void> {
  if (await isAnyPartySuspended(q, row)) throw new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.purchaseFrozen });
}
