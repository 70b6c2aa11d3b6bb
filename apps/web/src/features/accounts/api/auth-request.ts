import { ApiError, networkError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/language-store';
import { formatWait } from '../lib/format-wait';

/** A failed /api/auth call; a rate limit says how long to wait. */
export class AuthError extends ApiError {
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ConstructorParameters<typeof ApiError>[0] & { retryAfterSeconds?: number }) {
    super(init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

type TAuthBody = { code?: unknown; message?: unknown } | null;

/** The auth service's own message (spec §8), in our words where we know the condition. */
function messageFor(status: number, body: TAuthBody, retryAfterSeconds: number | undefined): string {
  if (status === 429) return t('accounts.authErrors.tooManyAttempts', { time: formatWait(retryAfterSeconds ?? 60) });
  switch (body?.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return t('accounts.authErrors.invalidCredentials');
    case 'EMAIL_NOT_VERIFIED':
      return t('accounts.authErrors.notVerified');
    case 'PASSWORD_TOO_SHORT':
      return t('accounts.validation.passwordTooShort');
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return t('accounts.validation.resetLinkInvalid');
  }
  if (status >= 500 || typeof body?.message !== 'string' || body.message === '') return t('errors.unexpected');
  return body.message;
}

/**
 * POSTs JSON to better-auth (/api/auth/*), whose errors are `{ code, message }` rather than our
 * ZApiError, and throws them as AuthError with a message safe to show.
 */
export async function postAuth<T = unknown>(path: string, body: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  const data = (await response.json().catch(() => null)) as TAuthBody;
  if (response.ok) return data as T;
  const retryAfter = Number(response.headers.get('x-retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  throw new AuthError({
    status: response.status,
    code: typeof data?.code === 'string' ? data.code : response.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR',
    message: messageFor(response.status, data, retryAfterSeconds),
    retryAfterSeconds,
  });
}
