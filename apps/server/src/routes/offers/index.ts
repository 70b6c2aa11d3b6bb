import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZConversationUserId } from '@beatpasal/shared/schemas/messages';
import { ZCounterOffer, ZCreateOffer, ZOffer, ZOfferId } from '@beatpasal/shared/schemas/offers';
import type { AppContext } from '../../context';
import { acceptOffer } from '../../services/offers/accept-offer';
import { counterOffer } from '../../services/offers/counter-offer';
import { createOffer } from '../../services/offers/create-offer';
import { declineOffer } from '../../services/offers/decline-offer';
import { getOffer } from '../../services/offers/get-offer';

/** Offers on negotiable licences (packages/shared/src/schemas/offers.ts), made and answered inside a conversation. */
export default async function offerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];
  const params = ZOfferId;
  const userId = async (request: FastifyRequest) => (await request.requireUser()).id;

  api.post('/api/conversations/:userId/offers', { schema: { tags, params: ZConversationUserId, body: ZCreateOffer, response: { 201: ZOffer } } }, async (request, reply) => {
    const offer = await createOffer(ctx, { userId: await userId(request), otherUserId: request.params.userId, ...request.body });
    return reply.status(201).send(offer);
  });

  api.get('/api/offers/:id', { schema: { tags, params, response: { 200: ZOffer } } }, async (request) => {
    return getOffer(ctx, { userId: await userId(request), offerId: request.params.id });
  });

  api.post('/api/offers/:id/accept', { schema: { tags, params, response: { 200: ZOffer } } }, async (request) => {
    return acceptOffer(ctx, { userId: await userId(request), offerId: request.params.id });
  });

  api.post('/api/offers/:id/decline', { schema: { tags, params, response: { 200: ZOffer } } }, async (request) => {
    return declineOffer(ctx, { userId: await userId(request), offerId: request.params.id });
  });

  api.post('/api/offers/:id/counter', { schema: { tags, params, body: ZCounterOffer, response: { 201: ZOffer } } }, async (request, reply) => {
    const offer = await counterOffer(ctx, { userId: await userId(request), offerId: request.params.id, ...request.body });
    return reply.status(201).send(offer);
  });
}
