import type { Db } from '../../db/client';
import { findAccountByEmail, setAdminRole } from '../../db/repositories/admin-accounts-repository';
import { AppError } from '../../errors/app-error';
import { ADMIN_MESSAGES } from '@beatpasal/shared/schemas/admin';
import type { TAdminActor } from './admin-actor';
import { recordAudit } from './record-audit';

export type TRoleChange = 'changed' | 'unchanged';

/**
 * Makes the account with this e-mail an administrator (npm run admin -- grant, or ADMIN_EMAILS).
 * One e-mail is one role (spec §5): an artist or buyer account stays what it is, so an
 * administrator signs up with an address of their own and is granted before choosing a role.
 */
export async function grantAdmin(db: Db, actor: TAdminActor, email: string): Promise<TRoleChange> {
  return db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account) throw new AppError('NOT_FOUND', { userMessage: ADMIN_MESSAGES.noAccountToGrant({ email }) });
    if (account.role === 'admin') return 'unchanged';
    if (account.role !== null) {
      throw new AppError('CONFLICT', {
        userMessage: ADMIN_MESSAGES.oneRolePerEmail({ email: account.email, role: account.role }),
      });
    }
    await setAdminRole(tx, account.userId, true);
    await recordAudit(tx, actor, {
      action: 'admin.grant',
      targetType: 'user',
      targetId: account.userId,
      before: { role: account.role },
      after: { role: 'admin' },
    });
    return 'changed';
  });
}
