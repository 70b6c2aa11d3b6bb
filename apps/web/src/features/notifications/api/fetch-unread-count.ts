import { ApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/language-store';
import { sessionRequest } from '../../../lib/session-request';

/** GET /api/notifications/unread-count; checked by hand, since the bell is on every page's first load and zod is not. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const body = await sessionRequest('/api/notifications/unread-count', { signal });
  const count = (body as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
    throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: t('errors.invalidResponse') });
  return count;
}
