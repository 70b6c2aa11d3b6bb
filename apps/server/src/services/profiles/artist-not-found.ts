import { PUBLIC_PROFILE_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { AppError } from '../../errors/app-error';

/** No public artist has this username (or it is hidden): the same answer either way. */
export function artistNotFound(username: string): AppError {
  return new AppError('NOT_FOUND', { userMessage: PUBLIC_PROFILE_MESSAGES.notFound({ username }) });
}
