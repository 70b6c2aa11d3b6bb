import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGE_MESSAGES, ZConversationUserId } from '@beatpasal/shared/schemas/messages';
import { ZCounterOffer, ZCreateOffer, ZOffer, ZOfferId } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import { acceptOffer } from '../../services/offers/accept-offer';
import { counterOffer } from '../../services/offers/counter-offer';
import { createOffer } from '../../services/offers/create-offer';
import { declineOffer } from '../../services/offers/decline-offer';
import { getOffer } from '../../services/offers/get-offer';
import { OFFERS_PER_HOUR } from '../../services/offers/offer-rate-limit';
import { withRateLimit } from '../../services/rate-limit/consume-rate-limit';
import { signedIn } from '../../auth/access-declaration';

/** Offers on negotiable licences (packages/shared/src/schemas/offers.ts), made and answered inside a conversation. */
export default async function offerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];
  const params = ZOfferId;
  const userId = async (request: FastifyRequest) => (await request.requireUser()).id;
  const limited = <T>(subject: string, reply: FastifyReply, work: () => Promise<T>) =>
    withRateLimit(
      ctx.database.db,
      { rule: OFFERS_PER_HOUR, subject, reply, userMessage: MESSAGE_MESSAGES.rateLimited },
      work,
    );

  api.post(
    '/api/conversations/:userId/offers',
    {
      schema: {
        ...signedIn('user', { others: 403, buyer: 422, otherBuyer: 422 }),
        tags,
        params: ZConversationUserId,
        body: ZCreateOffer,
        response: { 201: ZOffer },
      },
    },
    async (request, reply) => {
      const sender = await userId(request);
      const offer = await limited(sender, reply, () =>
        createOffer(ctx, { userId: sender, otherUserId: request.params.userId, ...request.body }),
      );
      return reply.status(201).send(offer);
    },
  );

  api.get(
    '/api/offers/:id',
    { schema: { ...signedIn('offer', { others: 404 }), tags, params, response: { 200: ZOffer } } },
    async (request) => {
      return getOffer(ctx, { userId: await userId(request), offerId: request.params.id });
    },
  );

  api.post(
    '/api/offers/:id/accept',
    { schema: { ...signedIn('offer', { others: 404 }), tags, params, response: { 200: ZOffer } } },
    async (request) => {
      return acceptOffer(ctx, { userId: await userId(request), offerId: request.params.id });
    },
  );

  api.post(
    '/api/offers/:id/decline',
    { schema: { ...signedIn('offer', { others: 404 }), tags, params, response: { 200: ZOffer } } },
    async (request) => {
      return declineOffer(ctx, { userId: await userId(request), offerId: request.params.id });
    },
  );

  api.post(
    '/api/offers/:id/counter',
    { schema: { ...signedIn('offer', { others: 404 }), tags, params, body: ZCounterOffer, response: { 201: ZOffer } } },
    async (request, reply) => {
      const sender = await userId(request);
      const offer = await limited(sender, reply, () =>
        counterOffer(ctx, { userId: sender, offerId: request.params.id, ...request.body }),
      );
      return reply.status(201).send(offer);
    },
  );
}
