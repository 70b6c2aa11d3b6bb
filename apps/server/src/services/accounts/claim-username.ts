import { USERNAME_MESSAGES } from '@beatpasal/shared/username';
import { ACCESS_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import type { TMe, TSetUsername } from '@beatpasal/shared/schemas/accounts';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/repositories/postgres-errors';
import { findProfileById, isUsernameTaken, setUsernameOnce } from '../../db/repositories/profiles-repository';
import { AppError } from '../../errors/app-error';
import type { SessionUser } from '../../auth/session-user';
import { getMe } from './get-me';

const USERNAME_INDEX = 'profiles_username_lower_idx';

const alreadySet = () => new AppError('CONFLICT', { userMessage: ACCESS_MESSAGES.usernameAlreadySet });
const taken = () =>
  new AppError('CONFLICT', {
    userMessage: USERNAME_MESSAGES.taken,
    fieldErrors: { username: USERNAME_MESSAGES.taken },
  });

/**
 * Username and role are chosen once (spec §5: permanent; 'one e-mail is one role'). Two people
 * claiming the same name at once: the unique index on lower(username) lets exactly one win.
 */
export async function claimUsername(ctx: AppContext, input: { user: SessionUser } & TSetUsername): Promise<TMe> {
  const { user, username, role } = input;
  try {
    await ctx.database.db.transaction(async (tx) => {
      const current = await findProfileById(tx, user.id);
      if (current && (current.username !== null || current.role !== null)) throw alreadySet();
      if (await isUsernameTaken(tx, username)) throw taken();
      if (!(await setUsernameOnce(tx, { id: user.id, username, role }))) throw alreadySet();
    });
  } catch (error) {
    if (isUniqueViolation(error, USERNAME_INDEX)) throw taken();
    throw error;
  }
  return getMe(ctx, user);
}
