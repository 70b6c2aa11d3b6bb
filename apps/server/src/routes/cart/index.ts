import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCart, ZCartItemInput, ZCartMerge } from '@beatpasal/shared/schemas/cart';
import type { AppContext } from '../../context';
import { signedIn } from '../../auth/access-declaration';
import { addToCart, mergeCart } from '../../services/cart/add-to-cart';
import { getCart } from '../../services/cart/get-cart';
import { removeFromCart } from '../../services/cart/remove-from-cart';

/** The buyer's cart (issue 35): read it, add and remove licences, and merge a visitor's cart at sign-in. */
export default async function cartRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const response = { 200: ZCart };
  // Only buyers have a cart; an artist or an administrator is told so (403).
  const buyersOnly = signedIn('none', { others: 200, artist: 403, otherArtist: 403, admin: 403 });

  api.get('/api/me/cart', { schema: { ...buyersOnly, tags, response } }, async (request) => {
    const user = await request.requireUser();
    return getCart(ctx, { userId: user.id });
  });

  api.put(
    '/api/me/cart/items',
    { schema: { ...buyersOnly, tags, body: ZCartItemInput, response } },
    async (request) => {
      const user = await request.requireUser();
      return addToCart(ctx, { userId: user.id, ...request.body });
    },
  );

  api.delete(
    '/api/me/cart/items',
    { schema: { ...buyersOnly, tags, querystring: ZCartItemInput, response } },
    async (request) => {
      const user = await request.requireUser();
      return removeFromCart(ctx, { userId: user.id, ...request.query });
    },
  );

  api.post('/api/me/cart/merge', { schema: { ...buyersOnly, tags, body: ZCartMerge, response } }, async (request) => {
    const user = await request.requireUser();
    return mergeCart(ctx, { userId: user.id, items: request.body.items });
  });
}
