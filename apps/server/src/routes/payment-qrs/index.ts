import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPaymentQrQuery } from '@beatpasal/shared/payments/payment-qr-api';
import { ZPurchaseId } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import { getPaymentQr } from '../../services/payment-qrs/get-payment-qr';
import { signedIn } from '../../auth/access-declaration';

/** The checkout QR that carries a purchase's exact amount (issue 30 item 2, decision 064). */
export default async function paymentQrRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/purchases/:id/payment-qr',
    {
      schema: {
        ...signedIn('purchase', { others: 404 }),
        tags: ['purchases'],
        summary:
          "The purchase's checkout QR (PNG) for one of the artist's EMVCo wallets: the amount filled in. Buyer only.",
        params: ZPurchaseId,
        querystring: ZPaymentQrQuery,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const png = await getPaymentQr(ctx, {
        userId: user.id,
        purchaseId: request.params.id,
        walletQrId: request.query.wallet,
      });
      // The amount and the buyer's order: never kept by a shared cache, nor by the browser after the page.
      return reply.header('cache-control', 'private, no-store').type('image/png').send(png);
    },
  );
}
