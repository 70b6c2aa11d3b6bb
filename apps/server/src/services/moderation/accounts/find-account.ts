import { TRUST_MESSAGES, type TAdminUser } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../../context';
import { accountStateOf, findAccountForAdmin } from '../../../db/repositories/account-states-repository';
import { AppError } from '../../../errors/app-error';

/** GET /api/admin/users?q=: one account by e-mail, username or id, with its state, to suspend or restore. */
export async function findAccount(ctx: AppContext, input: { search: string }): Promise<TAdminUser> {
  const account = await findAccountForAdmin(ctx.database.db, { search: input.search.replace(/^@/, '') });
  if (!account) throw new AppError('NOT_FOUND', { userMessage: TRUST_MESSAGES.accountNotFound });
  return {
    id: account.id,
    email: account.email,
    username: account.username,
    role: account.role,
    accountState: accountStateOf(account),
    suspendedAt: account.suspendedAt?.toISOString() ?? null,
  };
}
