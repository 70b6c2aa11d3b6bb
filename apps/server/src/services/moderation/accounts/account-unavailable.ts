import { TRUST_MESSAGES, type TAccountState } from '@beatpasal/shared/schemas/trust';
import { AppError } from '../../../errors/app-error';

/** The public pages of a suspended or removed account say so (410) instead of vanishing. */
export function accountUnavailable(state: Exclude<TAccountState, 'active'>): AppError {
  return new AppError('GONE', {
    userMessage: state === 'removed' ? TRUST_MESSAGES.accountRemoved : TRUST_MESSAGES.accountSuspended,
  });
}
