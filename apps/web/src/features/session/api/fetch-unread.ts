import { ApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/language-store';
import { sessionRequest } from '../../../lib/session-request';

/** GET /api/me/unread; checked by hand, since zod stays out of the first load. */
export async function fetchUnread(signal?: AbortSignal): Promise<{ hasUnread: boolean }> {
  const body = await sessionRequest('/api/me/unread', { signal });
  const hasUnread = (body as { hasUnread?: unknown } | null)?.hasUnread;
  if (typeof hasUnread !== 'boolean')
    throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: t('errors.invalidResponse') });
  return { hasUnread };
}
