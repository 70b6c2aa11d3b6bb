import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCartPriceInput, ZCartPrices } from '@beatpasal/shared/schemas/deals';
import type { AppContext } from '../../context';
import { signedIn } from '../../auth/access-declaration';
import { previewCartPrices } from '../../services/cart/preview-cart-prices';

/** The cart priced with the deals in force and a code to try (issue 35, decision 092). */
export default async function cartPriceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const buyersOnly = signedIn('none', { others: 200, artist: 403, otherArtist: 403, admin: 403 });

  api.post(
    '/api/me/cart/prices',
    { schema: { ...buyersOnly, tags: ['cart'], body: ZCartPriceInput, response: { 200: ZCartPrices } } },
    async (request) => previewCartPrices(ctx, { userId: (await request.requireUser()).id, ...request.body }),
  );
}
