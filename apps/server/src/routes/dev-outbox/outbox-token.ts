import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TEnv } from '../../config/env';

/**
 * The key to the local outbox: OUTBOX_TOKEN when set (tests, scripts), otherwise derived from the
 * app secret, so the address printed at start keeps working across restarts and nobody without
 * the secret can guess it.
 */
export function outboxToken(env: TEnv, secret: string): string {
  return env.OUTBOX_TOKEN ?? createHmac('sha256', secret).update('dev-outbox').digest('base64url');
}

/** The address the start-up log prints. */
export function outboxUrl(env: TEnv, secret: string): string {
  const url = new URL('/dev/outbox', env.PUBLIC_URL);
  url.searchParams.set('token', outboxToken(env, secret));
  return url.toString();
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time; hashing first makes the lengths equal. */
export function isOutboxToken(candidate: string | undefined, token: string): boolean {
  return candidate !== undefined && candidate !== '' && timingSafeEqual(digest(candidate), digest(token));
}
