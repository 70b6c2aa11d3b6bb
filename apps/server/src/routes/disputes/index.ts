import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPurchaseId } from '@beatpasal/shared/schemas/purchases';
import { ZOpenDispute, ZPurchaseTrust } from '@beatpasal/shared/schemas/trust';
import type { AppContext } from '../../context';
import { confirmRefund } from '../../services/trust/confirm-refund';
import { getPurchaseTrust } from '../../services/trust/get-purchase-trust';
import { openDispute } from '../../services/trust/open-dispute';
import { signedIn } from '../access-declaration';

/** A buyer's side of trust on a purchase (decision 031): its dispute, its refund, whether it is frozen. */
export default async function disputeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchases'];
  const params = ZPurchaseId;
  const userId = async (request: FastifyRequest) => (await request.requireUser()).id;

  api.get('/api/purchases/:id/trust', { schema: { ...signedIn('purchase', { others: 404 }), tags, params, response: { 200: ZPurchaseTrust } } }, async (request) =>
    getPurchaseTrust(ctx, { userId: await userId(request), purchaseId: request.params.id }),
  );

  api.post('/api/purchases/:id/dispute', { schema: { ...signedIn('purchase', { others: 403, buyer: 404, otherBuyer: 404 }), tags, params, body: ZOpenDispute, response: { 201: z.object({ id: z.string() }) } } }, async (request, reply) => {
    const dispute = await openDispute(ctx, { userId: await userId(request), purchaseId: request.params.id, ...request.body });
    return reply.status(201).send(dispute);
  });

  api.post('/api/purchases/:id/refund-received', { schema: { ...signedIn('purchase', { others: 403, buyer: 404, otherBuyer: 404 }), tags, params, response: { 200: z.object({ refundConfirmedAt: z.string() }) } } }, async (request) =>
    confirmRefund(ctx, { userId: await userId(request), purchaseId: request.params.id }),
  );
}
