import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBuyerProfile } from '@beatpasal/shared/schemas/account-api';
import { ZBuyerProfileInput } from '@beatpasal/shared/schemas/profiles';
import type { AppContext } from '../../context';
import { getBuyerProfile } from '../../services/accounts/get-buyer-profile';
import { saveBuyerProfile } from '../../services/accounts/save-buyer-profile';
import { signedIn } from '../../auth/access-declaration';

export default async function buyerProfileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/buyer-profile',
    {
      schema: {
        ...signedIn('none', { others: 403, buyer: 200, otherBuyer: 200 }),
        tags: ['accounts'],
        response: { 200: ZBuyerProfile },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return getBuyerProfile(ctx, { userId: user.id });
    },
  );

  api.put(
    '/api/me/buyer-profile',
    {
      schema: {
        ...signedIn('none', { others: 403, buyer: 200, otherBuyer: 200 }),
        tags: ['accounts'],
        body: ZBuyerProfileInput,
        response: { 200: ZBuyerProfile },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return saveBuyerProfile(ctx, { userId: user.id, ...request.body });
    },
  );
}
