import type { Db } from '../../db/client';
import { findAccountByEmail, setAdminRole } from '../../db/repositories/admin-accounts-repository';
import { AppError } from '../../errors/app-error';
import { ADMIN_MESSAGES } from '@beatpasal/shared/schemas/admin';
import type { TAdminActor } from './admin-actor';
import type { TRoleChange } from './grant-admin';
import { recordAudit } from './record-audit';

/**
 * Takes the administrator role away (npm run admin -- revoke). The account is left without a role,
 * so its next visit asks for a username and role like a new account. An address still listed in
 * ADMIN_EMAILS becomes an administrator again at its next visit: remove it there too.
 */
export async function revokeAdmin(db: Db, actor: TAdminActor, email: string): Promise<TRoleChange> {
  return db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account) throw new AppError('NOT_FOUND', { userMessage: ADMIN_MESSAGES.noAccount({ email }) });
    if (account.role !== 'admin') return 'unchanged';
    await setAdminRole(tx, account.userId, false);
    await recordAudit(tx, actor, {
      action: 'admin.revoke',
      targetType: 'user',
      targetId: account.userId,
      before: { role: 'admin' },
      after: { role: null },
    });
    return 'changed';
  });
}
