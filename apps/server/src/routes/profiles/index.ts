import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicArtistProfile } from '@beatpasal/shared/schemas/account-api';
import type { AppContext } from '../../context';
import { getPublicProfile } from '../../services/profiles/get-public-profile';
import { access } from '../../auth/access-declaration';

const ZProfileParams = z.object({ username: z.string().min(1).max(100) });

export default async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/profiles/:username',
    {
      schema: {
        ...access('artistName', { others: 200 }),
        tags: ['profiles'],
        params: ZProfileParams,
        response: { 200: ZPublicArtistProfile },
      },
    },
    async (request) => getPublicProfile(ctx, { username: request.params.username }),
  );
}
