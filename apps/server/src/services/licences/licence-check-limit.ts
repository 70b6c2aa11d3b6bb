import type { FastifyReply } from 'fastify';
import { LICENCE_CHECK_MESSAGES } from '@beatpasal/shared/schemas/licence-checks';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/consume-rate-limit';

/** Enough for a label checking a stack of licences by hand; far too few to walk the codes. */
export const LICENCE_CHECKS_PER_IP: RateLimitRule = { name: 'licence-checks', max: 60, windowSeconds: 600 };

/**
 * Counts one licence check from `ip`, found or not. Unlike withRateLimit a miss is not given back:
 * misses are exactly what someone guessing codes makes.
 */
export async function limitLicenceChecks(q: Queryable, ip: string, reply: FastifyReply): Promise<void> {
  const result = await consumeRateLimit(q, LICENCE_CHECKS_PER_IP, ip);
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw new AppError('RATE_LIMITED', {
    userMessage: LICENCE_CHECK_MESSAGES.rateLimited,
    message: `licence checks over the limit for ${ip}`,
  });
}
