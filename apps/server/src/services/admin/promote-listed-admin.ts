import type { AppContext } from '../../context';
import { isAppError } from '../../errors/app-error';
import type { SessionUser } from '../../auth/session-user';
import type { TAdminActor } from './admin-actor';
import { grantAdmin } from './grant-admin';

const ENV_ACTOR: TAdminActor = { userId: null, email: 'ADMIN_EMAILS', ip: null, userAgent: null };

/**
 * An address listed in ADMIN_EMAILS becomes an administrator at its first signed-in visit (the
 * account must exist and be verified first, so listing an address gives nobody a way in). An
 * artist or buyer account stays what it is: one e-mail is one role.
 */
export async function promoteListedAdmin(ctx: AppContext, user: SessionUser): Promise<void> {
  if (!user.emailVerified || !ctx.env.ADMIN_EMAILS.includes(user.email.toLowerCase())) return;
  try {
    await grantAdmin(ctx.database.db, ENV_ACTOR, user.email);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'CONFLICT') throw error;
  }
}
