import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PUSH_MESSAGES,
  ZPushEndpoint,
  ZPushPublicKey,
  ZPushSubscription,
  ZPushSubscriptionState,
} from '@beatpasal/shared/schemas/push-subscriptions';
import type { AppContext } from '../../context';
import { access, signedIn } from '../../auth/access-declaration';
import { RATE_LIMITS, withRateLimit } from '../../services/rate-limit/consume-rate-limit';
import {
  getPushPublicKey,
  getPushSubscriptionState,
  subscribePush,
  unsubscribePush,
} from '../../services/push/push-subscriptions';

/** Web Push: the VAPID key and this device's subscription (packages/shared/src/schemas/push-subscriptions.ts). */
export default async function pushRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const response = { 200: ZPushSubscriptionState };

  /** Subscribing and unsubscribing count together against the person's hourly limit. */
  async function limited<T>(request: FastifyRequest, reply: FastifyReply, work: (userId: string) => Promise<T>) {
    const user = await request.requireUser();
    const limit = { rule: RATE_LIMITS.pushSubscriptions, subject: user.id, reply, userMessage: PUSH_MESSAGES.tooMany };
    return withRateLimit(ctx.database.db, limit, () => work(user.id));
  }

  api.get(
    '/api/push/public-key',
    { schema: { ...access('none', { others: 200 }), tags, response: { 200: ZPushPublicKey } } },
    async () => getPushPublicKey(ctx),
  );

  api.get(
    '/api/push/subscription',
    { schema: { ...signedIn('none', { others: 200 }), tags, querystring: ZPushEndpoint, response } },
    async (request) => {
      const user = await request.requireUser();
      return getPushSubscriptionState(ctx, { userId: user.id, endpoint: request.query.endpoint });
    },
  );

  api.put(
    '/api/push/subscription',
    { schema: { ...signedIn('none', { others: 200 }), tags, body: ZPushSubscription, response } },
    async (request, reply) =>
      limited(request, reply, (userId) =>
        subscribePush(ctx, { userId, ...request.body, userAgent: request.headers['user-agent'] }),
      ),
  );

  api.delete(
    '/api/push/subscription',
    { schema: { ...signedIn('none', { others: 200 }), tags, body: ZPushEndpoint, response } },
    async (request, reply) =>
      limited(request, reply, (userId) => unsubscribePush(ctx, { userId, endpoint: request.body.endpoint })),
  );
}
