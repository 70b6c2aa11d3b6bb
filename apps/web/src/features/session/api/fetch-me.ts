import type { TMe } from '@beatpasal/shared/schemas/accounts';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/me, plus `hasUnread` for the inbox dot once the server sends it (absent: no dot). */
export type TSession = TMe & { hasUnread?: boolean };

/**
 * Not validated with ZMe: this call is part of the first load and zod is not. The server
 * serialises the answer through ZMe, so its shape is already guaranteed.
 */
export function fetchMe(signal?: AbortSignal): Promise<TSession> {
  return apiFetch<TSession>('/api/me', { signal });
}
