import { TRUST_MESSAGES } from '@beatpasal/shared/schemas/trust';
import type { Queryable } from '../../../db/client';
import { findAccountForAdmin, type TAccountForAdmin } from '../../../db/repositories/account-states-repository';
import { AppError } from '../../../errors/app-error';
import type { TAdminActor } from '../../admin/admin-actor';

/**
 * The account an admin suspends, removes or restores, locked. Never the admin's own account nor
 * another admin's (decision 031): an admin is unmade with `npm run admin -- revoke` first, so
 * one admin cannot lock the others out.
 */
export async function lockAccountForAction(
  tx: Queryable,
  actor: TAdminActor,
  userId: string,
): Promise<TAccountForAdmin> {
  const account = await findAccountForAdmin(tx, { id: userId }, { forUpdate: true });
  if (!account) throw new AppError('NOT_FOUND', { userMessage: TRUST_MESSAGES.accountNotFound });
  if (account.id === actor.userId) throw new AppError('FORBIDDEN', { userMessage: TRUST_MESSAGES.notYourself });
  if (account.role === 'admin') throw new AppError('FORBIDDEN', { userMessage: TRUST_MESSAGES.notAdmin });
  if (account.removedAt) throw new AppError('CONFLICT', { userMessage: TRUST_MESSAGES.alreadyRemoved });
  return account;
}
