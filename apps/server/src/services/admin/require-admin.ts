import type { Queryable } from '../../db/client';
import { findProfileById } from '../../db/repositories/profiles-repository';
import { AppError } from '../../errors/app-error';
import type { SessionUser } from '../../auth/session-user';
import type { TAdminActor } from './admin-actor';

export interface TAdminRequest {
  user: SessionUser | null;
  ip: string;
  userAgent: string | undefined;
}

/**
 * The first check of every /api/admin route. Anyone who is not an administrator (visitors
 * included) gets the same 404 as an unknown address, so the area is not advertised.
 */
export async function requireAdmin(q: Queryable, request: TAdminRequest): Promise<TAdminActor> {
  const profile = request.user && (await findProfileById(q, request.user.id));
  if (!request.user || profile?.role !== 'admin' || profile.suspendedAt !== null) {
    throw new AppError('NOT_FOUND');
  }
  return { userId: request.user.id, email: request.user.email, ip: request.ip, userAgent: request.userAgent ?? null };
}
