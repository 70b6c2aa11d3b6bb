import type { TMessageParams } from '@beatpasal/shared/message-keys';
import { ApiError, networkError } from '../../../lib/api-error';
import { getLanguage, t, translateServerMessage } from '../../../lib/i18n/language-store';
import { formatWait } from '../lib/format-wait';

/** A failed /api/auth call; a rate limit says how long to wait. */
export class AuthError extends ApiError {
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ConstructorParameters<typeof ApiError>[0] & { retryAfterSeconds?: number }) {
    super(init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

type TAuthBody = { code?: unknown; message?: unknown; messageKey?: unknown; messageParams?: unknown } | null;

/** better-auth answers `{ code, message }`; our own guards in front of it (origin check, body limit) answer ZApiError. */
function authBodyOf(data: unknown): TAuthBody {
  if (typeof data !== 'object' || data === null) return null;
  const nested = (data as { error?: unknown }).error;
  return (typeof nested === 'object' && nested !== null ? nested : data) as TAuthBody;
}

const isParams = (value: unknown): value is TMessageParams =>
  typeof value === 'object' && value !== null && Object.values(value).every((param) => typeof param === 'string');

/** The auth service's own message (spec §8), in our words where we know the condition. */
function messageFor(status: number, body: TAuthBody, retryAfterSeconds: number | undefined): string {
  if (status === 429) return t('accounts.authErrors.tooManyAttempts', { time: formatWait(retryAfterSeconds ?? 60) });
  switch (body?.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return t('accounts.authErrors.invalidCredentials');
    case 'EMAIL_NOT_VERIFIED':
      return t('accounts.authErrors.notVerified');
    case 'ACCOUNT_SUSPENDED':
      return t('accountActions.login.suspended');
    case 'ACCOUNT_REMOVED':
      return t('accountActions.login.removed');
    case 'PASSWORD_TOO_SHORT':
      return t('accounts.validation.passwordTooShort');
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return t('accounts.validation.resetLinkInvalid');
  }
  if (status >= 500 || typeof body?.message !== 'string' || body.message === '') return t('errors.unexpected');
  // Our own guards in front of better-auth send the message's key (decision 033).
  const key = typeof body.messageKey === 'string' ? body.messageKey : undefined;
  return translateServerMessage(body.message, key, isParams(body.messageParams) ? body.messageParams : undefined);
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
      // The verification and reset e-mails are written in the page's language.
      headers: { accept: 'application/json', 'content-type': 'application/json', 'accept-language': getLanguage() },
      body: JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  const raw: unknown = await response.json().catch(() => null);
  if (response.ok) return raw as T;
  const data = authBodyOf(raw);
  const retryAfter = Number(response.headers.get('x-retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  throw new AuthError({
    status: response.status,
    code: typeof data?.code === 'string' ? data.code : response.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR',
    message: messageFor(response.status, data, retryAfterSeconds),
    retryAfterSeconds,
  });
}
