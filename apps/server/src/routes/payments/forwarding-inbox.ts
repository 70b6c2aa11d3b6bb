import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREDIT_MESSAGE_MESSAGES,
  MAX_FORWARDED_BYTES,
  ZForwardedReceipt,
} from '@beatpasal/shared/payments/credit-message-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { PAYMENT_RATE_LIMITS } from '../../services/payments/payment-rate-limits';
import { findInboxOfToken, receiveForwardedPayment } from '../../services/payments/receive-forwarded-payment';
import { consumeRateLimit, type RateLimitRule } from '../../services/rate-limit/consume-rate-limit';
import { access } from '../../auth/access-declaration';

/** The fields SMS-forwarding apps put the message in, in the order they are read. */
const TEXT_FIELDS = ['message', 'text', 'body', 'msg', 'content', 'sms'] as const;

const ZForwardedBody = z.union([
  z.string(),
  z.looseObject(Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string().optional()]))),
]);

function textOf(body: z.infer<typeof ZForwardedBody> | undefined): string {
  if (typeof body === 'string') return body;
  const record = (body ?? {}) as Record<string, unknown>;
  const field = TEXT_FIELDS.find((name) => typeof record[name] === 'string' && (record[name] as string).trim() !== '');
  return field ? (record[field] as string) : '';
}

/**
 * POST /api/payment-inbox/:token, for the SMS-forwarding app on the artist's phone (decision 065).
 * No session: the secret in the address is the credential. Takes JSON, text/plain or a form,
 * as forwarding apps send, at most MAX_FORWARDED_BYTES. Counted per IP before the address is
 * looked up (so guessing addresses is limited too) and per address; the request line, which
 * carries the secret, is not logged.
 */
export default async function forwardingInboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Only in this plugin's scope (everywhere else a text/plain body stays a 415): forwarding apps send
  // text/plain, odd types or none at all, and each is read as the message's text.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const limit = async (
    rule: RateLimitRule,
    subject: string,
    reply: { header(name: string, value: string): unknown },
  ) => {
    const result = await consumeRateLimit(ctx.database.db, rule, subject);
    if (result.allowed) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', {
      userMessage: CREDIT_MESSAGE_MESSAGES.tooMany,
      message: `rate limit ${rule.name}`,
    });
  };

  api.post(
    '/api/payment-inbox/:token',
    {
      logLevel: 'warn',
      bodyLimit: MAX_FORWARDED_BYTES,
      schema: {
        ...access('none', { others: 404 }),
        tags: ['payments'],
        params: z.object({ token: z.string().max(200) }),
        body: ZForwardedBody.optional(),
        response: { 200: ZForwardedReceipt },
      },
    },
    async (request, reply) => {
      await limit(PAYMENT_RATE_LIMITS.forwardedPerIp, request.ip, reply);
      const inbox = await findInboxOfToken(ctx, request.params.token);
      await limit(PAYMENT_RATE_LIMITS.forwardedPerAddress, inbox.artistId, reply);
      return receiveForwardedPayment(ctx, { token: request.params.token, text: textOf(request.body) });
    },
  );
}
