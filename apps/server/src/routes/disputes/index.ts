import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPurchaseId, ZSale } from '@beatpasal/shared/schemas/purchases';
import { ZAcceptDispute, ZDisputeId } from '@beatpasal/shared/schemas/paid-sales';
import { ZOpenDispute, ZPurchaseTrust } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../context';
import { acceptDispute } from '../../services/moderation/disputes/accept-dispute';
import { confirmRefund } from '../../services/moderation/disputes/confirm-refund';
import { getPurchaseTrust } from '../../services/moderation/disputes/get-purchase-trust';
import { openDispute } from '../../services/moderation/disputes/open-dispute';
import { signedIn } from '../../auth/access-declaration';

/**
 * Both sides of trust on a purchase (decision 031): the buyer's dispute, refund and whether it is
 * frozen; the artist accepting a dispute (decision 066).
 */
export default async function disputeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchases'];
  const params = ZPurchaseId;
  const userId = async (request: FastifyRequest) => (await request.requireUser()).id;

  api.get(
    '/api/purchases/:id/trust',
    { schema: { ...signedIn('purchase', { others: 404 }), tags, params, response: { 200: ZPurchaseTrust } } },
    async (request) => getPurchaseTrust(ctx, { userId: await userId(request), purchaseId: request.params.id }),
  );

  api.post(
    '/api/purchases/:id/dispute',
    {
      schema: {
        ...signedIn('purchase', { others: 403, buyer: 404, otherBuyer: 404 }),
        tags,
        params,
        body: ZOpenDispute,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const dispute = await openDispute(ctx, {
        userId: await userId(request),
        purchaseId: request.params.id,
        ...request.body,
      });
      return reply.status(201).send(dispute);
    },
  );

  api.post(
    '/api/purchases/:id/refund-received',
    {
      schema: {
        ...signedIn('purchase', { others: 403, buyer: 404, otherBuyer: 404 }),
        tags,
        params,
        response: { 200: z.object({ refundConfirmedAt: z.string() }) },
      },
    },
    async (request) => confirmRefund(ctx, { userId: await userId(request), purchaseId: request.params.id }),
  );

  /** The artist accepts the buyer's dispute of their sale with the refund stated (decision 066). */
  api.post(
    '/api/disputes/:id/accept',
    {
      schema: {
        ...signedIn('dispute', { others: 403, artist: 404, otherArtist: 404 }),
        tags,
        params: ZDisputeId,
        body: ZAcceptDispute,
        response: { 200: ZSale },
      },
    },
    async (request) =>
      acceptDispute(ctx, { userId: await userId(request), disputeId: request.params.id, ...request.body }),
  );
}
