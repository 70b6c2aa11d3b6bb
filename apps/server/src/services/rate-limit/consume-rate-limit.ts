import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/client';
import { hitRateLimitWindow, unhitRateLimitWindow } from '../../db/repositories/rate-limits-repository';
import { AppError } from '../../errors/app-error';
import type { TMessage } from '@beatpasal/shared/message-keys';

export interface RateLimitRule {
  /** Names the limited action in the key, e.g. 'contact'. */
  name: string;
  max: number;
  /**
   * At most one hour: better-auth shares the rate_limits table and prunes rows older than its
   * longest window (1 h), which would otherwise reset a longer window of ours early.
   */
  windowSeconds: number;
}

export const RATE_LIMITS = {
  contact: { name: 'contact', max: 5, windowSeconds: 3600 },
  messagesPerMinute: { name: 'messages-minute', max: 20, windowSeconds: 60 },
  messagesPerHour: { name: 'messages-hour', max: 200, windowSeconds: 3600 },
  reports: { name: 'reports', max: 10, windowSeconds: 3600 },
  takedowns: { name: 'takedowns', max: 5, windowSeconds: 3600 },
  /** Subscribing and unsubscribing devices: a person toggling a switch, never hundreds of endpoints. */
  pushSubscriptions: { name: 'push-subscriptions', max: 30, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export type TRateLimitResult = { allowed: true; windowStart: number } | { allowed: false; retryAfterSeconds: number };

/** Keys are prefixed 'app:' so they never meet better-auth's own keys in the same table. */
export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `app:${rule.name}:${subject}`;
}

/** Counts one attempt by `subject` (an IP or a user id) against `rule`. */
export async function consumeRateLimit(
  q: Queryable,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<TRateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const hit = await hitRateLimitWindow(q, { key: rateLimitKey(rule, subject), windowMs, now });
  if (hit.count <= rule.max) return { allowed: true, windowStart: hit.windowStart };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((hit.windowStart + windowMs - now) / 1000)) };
}

/**
 * For handlers: counts the attempt, then runs `work`. Over the limit it answers 429 with
 * Retry-After before `work` starts, so a flood is refused without its bodies being read (call it
 * before reading a multipart body). An attempt whose `work` fails (a typo, a refused file, a
 * dropped connection) is given back: only what succeeds counts. Per IP: pass `request.ip`, which
 * honours TRUST_PROXY.
 */
export async function withRateLimit<T>(
  q: Queryable,
  limit: { rule: RateLimitRule; subject: string; reply: FastifyReply; userMessage?: TMessage },
  work: () => Promise<T>,
): Promise<T> {
  const { rule, subject, reply, userMessage } = limit;
  const result = await consumeRateLimit(q, rule, subject);
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', { userMessage, message: `rate limit ${rule.name} for ${subject}` });
  }
  try {
    return await work();
  } catch (error) {
    await unhitRateLimitWindow(q, { key: rateLimitKey(rule, subject), windowStart: result.windowStart });
    throw error;
  }
}
