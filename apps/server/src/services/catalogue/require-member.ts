import { ACCESS_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import type { Queryable } from '../../db/client';
import { findProfileById } from '../../db/repositories/profiles-repository';
import { AppError } from '../../errors/app-error';

/** A signed-in user who has chosen a username and role and is not suspended: who may like tracks. */
export async function requireMember(q: Queryable, userId: string): Promise<void> {
  const profile = await findProfileById(q, userId);
  if (!profile || profile.username === null || profile.role === null) {
    throw new AppError('FORBIDDEN', { userMessage: ACCESS_MESSAGES.chooseUsernameFirst });
  }
  if (profile.suspendedAt !== null) throw new AppError('FORBIDDEN', { userMessage: ACCESS_MESSAGES.suspended });
}
