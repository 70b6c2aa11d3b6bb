import { ACCESS_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import type { Queryable } from '../../db/client';
import { findProfileById, type TProfileRow, type TSelectableRole } from '../../db/repositories/profiles-repository';
import { AppError } from '../../errors/app-error';
import type { TMessage } from '@beatpasal/shared/message-keys';

export type TRoleProfile = TProfileRow & { username: string; role: TSelectableRole };

export interface RequireRoleOptions {
  /** Shown to a signed-in user of the other role. */
  wrongRoleMessage: TMessage;
  /** Locks the profile row: serialises every change an account makes to its own profile and wallet QRs. */
  forUpdate?: boolean;
}

/** The first check of every role-bound service: the caller's own profile, of the right role, not suspended. */
export async function requireRole(
  q: Queryable,
  userId: string,
  role: TSelectableRole,
  options: RequireRoleOptions,
): Promise<TRoleProfile> {
  const profile = await findProfileById(q, userId, { forUpdate: options.forUpdate });
  const chooseFirst = () => new AppError('FORBIDDEN', { userMessage: ACCESS_MESSAGES.chooseUsernameFirst });
  if (!profile || profile.role === null) throw chooseFirst();
  if (profile.suspendedAt !== null) throw new AppError('FORBIDDEN', { userMessage: ACCESS_MESSAGES.suspended });
  if (profile.role !== role) throw new AppError('FORBIDDEN', { userMessage: options.wrongRoleMessage });
  if (profile.username === null) throw chooseFirst();
  return { ...profile, username: profile.username, role: profile.role };
}
