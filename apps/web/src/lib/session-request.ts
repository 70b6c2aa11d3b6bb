import { ApiError, isAbortError, networkError } from './api-error';
import { t } from './i18n/language-store';

/**
 * A plain fetch for the two session calls of the first load. `apiFetch` would bring zod (its
 * error parsing) into the first-load bundle; these calls need no more than the status.
 */
export async function sessionRequest(
  path: string,
  init: { method?: 'GET' | 'POST'; signal?: AbortSignal } = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      // A GET adds no header of its own, so it takes the answer that index.html's preload of
      // /api/me started while the page was still parsing (decision 093).
      headers: init.method === 'POST' ? { accept: 'application/json', 'content-type': 'application/json' } : undefined,
      body: init.method === 'POST' ? '{}' : undefined,
      signal: init.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  if (!response.ok) {
    const isOffline = response.status >= 502 && response.status <= 504;
    throw new ApiError({
      status: response.status,
      code: 'SESSION_REQUEST_FAILED',
      message: t(isOffline ? 'errors.network' : 'errors.unexpected'),
    });
  }
  return response.json().catch(() => null);
}
