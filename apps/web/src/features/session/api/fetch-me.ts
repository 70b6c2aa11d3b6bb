import type { TMe } from '@beatpasal/shared/schemas/accounts';
import { sessionRequest } from './session-request';

/** GET /api/me, plus `hasUnread` for the inbox dot once the server sends it (absent: no dot). */
export type TSession = TMe & { hasUnread?: boolean };

/** Not validated with ZMe (zod is not in the first load); the server serialises the answer through ZMe. */
export async function fetchMe(signal?: AbortSignal): Promise<TSession> {
  return (await sessionRequest('/api/me', { signal })) as TSession;
}
